"""Keys that write a stack of layers: a periodic multilayer (`[Mo/Si]40`, `Mo/Si, N = 50`), layers and number of
periods compared apart; layers with their thicknesses (`10 nm Al2O3 / 75 nm SiNx`), compared layer by layer."""

from __future__ import annotations

from collections.abc import Callable

from ...chem.decision import Decision
from ...chem.formula.label_quantities import same_amount
from ...chem.formula.layer_roles import core_at_shell, film_on_substrate, read_roles, shared_ratio_dropped
from ...chem.formula.layer_thickness import Layer, bare_numbers_read, read_layers
from ...chem.formula.multilayers import read_stack, slash_reversed
from ...chem.formula.parse import analyse
from .key_readings import DESCRIPTOR_UNSTATED

KeyExplainer = Callable[[str, str], tuple[Decision, float]]
# The basis of a verdict on two multilayers read with their period counts.
MULTILAYER = "multilayer"


def stack_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Two keys compared with their stacks' counts taken out: the layers (and any other text) by the judge's own key
    comparison, then the counts: another number of periods is another multilayer (a count is no subscript of the
    layers' formula); a count only one key states leaves a match the best guess. None when neither key writes one."""
    ref, tst = read_stack(reference), read_stack(test)
    if ref is None and tst is None:
        return None
    again, distance = explain(ref.without_count() if ref else reference, tst.without_count() if tst else test)
    counts = f"{ref.periods if ref else 'unstated'} against {tst.periods if tst else 'unstated'} periods"
    if not again.match:
        return Decision(False, again.basis, f"{again.why} (the stacks compared without their counts: {counts})", again.certain), distance
    if ref is None or tst is None:
        why = f"{again.why or 'the same layers'}; the number of periods is stated by one key only ({counts}): the best guess"
        return Decision(True, DESCRIPTOR_UNSTATED, why, certain=False), distance
    if ref.periods != tst.periods:
        why = f"the same layers repeated another number of times ({counts}): another multilayer"
        return Decision(False, MULTILAYER, why, certain=again.certain), distance + 1.0
    why = f"the same layers ({again.why or again.basis}) and the same number of periods ({ref.periods})"
    return Decision(True, MULTILAYER, why, certain=again.certain), distance


# A stack written from the other end: a device is listed from its substrate up or from its top contact down, in growth
# order or in the order light or current meets the layers, and both listings are common (`FTO/CdS/CdTe/Au`,
# `Au/CdTe/CdS/FTO`). Only the full reversal of three or more layers reads so: any other order puts a layer beside
# another neighbour, which is another device. Two parts swapped (`CdSe/ZnS`, `ZnS/CdSe`) may be a core/shell turned
# inside out (an inverted core/shell is a structure of its own) or a support and its metal, so that stays another
# stacking by guess; a core@shell (`@`) is written from the core out and has one direction (IUPAC Gold Book,
# "core-shell").
STACK_REVERSED = "the same layers written from the other end (substrate first or top first): one stack, the best guess"
# The basis of a verdict on a stack written from the other end.
LAYERS_REVERSED = "layers-reversed"


def reversed_stack(reference: str, test: str, decision: Decision) -> Decision | None:
    """A difference that is only slash-joined parts written from the other end (`multilayers.slash_reversed`): a `/`
    writes a stack from the top or in growth order, and nothing in the keys says which. Three or more layers reversed
    (`ITO/ZnO/P3HT:PCBM/Ag` and `Ag/P3HT:PCBM/ZnO/ITO`) are one stack written from the other side, by guess (the
    listing convention is unstated); two parts swapped (`Ni/Au`, `Au/Ni`) prove no other sample either, so a certain
    difference becomes a guess of one. None otherwise."""
    if decision.match or not slash_reversed(reference, test):
        return None
    if slash_reversed(reference, test, least=3):
        return Decision(True, LAYERS_REVERSED, STACK_REVERSED, certain=False)
    if not decision.certain:
        return None
    why = "the same parts in another order around `/`: another stacking, unless one key writes it from the other side"
    return Decision(False, "different-layer-order", why, certain=False)


# The basis of a verdict on two layer stacks read layer by layer with their thicknesses.
LAYER_THICKNESS = "layer-thickness"


def layer_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Two stacks of as many layers, each with its thickness wherever the key writes it (`10 nm Al2O3 / 75 nm SiNx`,
    `Al2O3 (10 nm)/SiNx (75 nm)`): the layers' materials in order by the judge's own key comparison, the thicknesses
    as quantities (pint), layer by layer. The same layers in reversed order are another stacking unless one key
    writes the stack from the other side (the best guess); a thickness one key alone states leaves a match the best
    guess. None unless both keys read as such stacks of one number of layers and are not written alike."""
    ref, tst = read_layers(reference), read_layers(test)
    unit_unstated = (ref is None) != (tst is None)
    if unit_unstated:  # `CoFe(2)/Ru(0.45)` against `CoFe(2 nm)/Ru(0.45 nm)`: the bare numbers read in the other's units
        ref, tst = ref or bare_numbers_read(reference, tst), tst or bare_numbers_read(test, ref)
    if ref is None or tst is None or len(ref) != len(tst) or analyse(reference).plain == analyse(test).plain:
        return None
    if unit_unstated:
        decision, distance = _layers_compared(ref, tst, explain)
        if not decision.match and decision.basis != LAYER_THICKNESS:
            return decision, distance  # other materials, whatever the units
        why = f"{decision.why} (one key writes its thicknesses as bare numbers, read in the other's units: the best guess)"
        return Decision(decision.match, decision.basis, why, certain=False), distance
    return _layers_compared(ref, tst, explain)


def _layers_compared(ref: tuple[Layer, ...], tst: tuple[Layer, ...], explain: KeyExplainer) -> tuple[Decision, float]:
    """Two stacks of as many layers compared layer by layer: materials in order, then thicknesses (`layer_reading`)."""
    materials = [explain(a.material, b.material) for a, b in zip(ref, tst, strict=True)]
    distance = sum(d for _, d in materials) / len(materials)
    if (apart := next((m for m, _ in materials if not m.match), None)) is not None:
        if all(explain(a.material, b.material)[0].match for a, b in zip(ref, reversed(tst), strict=True)):
            if len(ref) < 3:  # `A/B` and `B/A`: also a core/shell turned inside out, which one key may mean
                why = "the same layers in reversed order: another stacking, unless one key writes the stack from the other side"
                return Decision(False, "different-layer-order", why, certain=False), distance + 0.5
            turned, turned_distance = _layers_compared(ref, tuple(reversed(tst)), explain)  # thicknesses too, layer by layer
            if not turned.match:
                return Decision(False, turned.basis, f"{turned.why} (the stack read from the other end)", certain=False), distance + 0.5
            return Decision(True, LAYERS_REVERSED, f"{STACK_REVERSED} ({turned.why})", certain=False), turned_distance + 0.1
        return Decision(False, apart.basis, f"{apart.why} (the stacks compared layer by layer)", apart.certain), distance
    proven = all(m.certain for m, _ in materials)
    unstated = []
    for index, (a, b) in enumerate(zip(ref, tst, strict=True), start=1):
        if a.thickness is None or b.thickness is None:
            if a.thickness != b.thickness:
                unstated.append(f"layer {index} ({a.material})")
            continue
        if not same_amount(a.thickness, b.thickness):
            why = f"layer {index} ({a.material}) is {_shown(a.thickness)} thick against {_shown(b.thickness)}: another stack"
            return Decision(False, LAYER_THICKNESS, why, certain=proven), distance + 1.0
    if unstated:
        why = f"the same layers; the thickness of {', '.join(unstated)} is stated by one key only: the best guess"
        return Decision(True, DESCRIPTOR_UNSTATED, why, certain=False), distance
    why = "the same layers in the same order, each of the same thickness once read as a length"
    return Decision(True, LAYER_THICKNESS, why, certain=proven), min(distance, 0.05)


def _shown(quantity: tuple[float, str]) -> str:
    return f"{quantity[0]:g} {quantity[1]}"


# The basis of a verdict on two keys whose parts are named by their roles (`AgBr core/AgBrI shell`).
DIFFERENT_ROLE = "different-role"


def role_reading(reference: str, test: str, explain: KeyExplainer) -> tuple[Decision, float] | None:
    """Two keys naming the same roles (`core`, `shell`; `top`, `bottom`; `film`, `substrate`: `layer_roles`): the
    material in each role compared by the judge's own key comparison. A role filled by another material is another
    sample, proven when that comparison is, even where the formulas of the whole sum alike (the parts swapped). A key
    that writes the roles by an at sign (`Au@SiO2`, `layer_roles.core_at_shell`) against one that names them is read
    the same way: the same materials in their roles are one sample, another is another only by guess (the at sign is a
    convention, not a rule). None when the roles differ, or every role of two worded keys holds the same material (the
    other rules then read the rest)."""
    reference, test = shared_ratio_dropped(reference, test)
    ref, tst = read_roles(reference), read_roles(test)
    if ref is None and tst is None:
        return _on_swapped(reference, test)  # two keys in other notations (`Au@Pd`, `Pt@Pd` too): the other rules read them
    at_sign = ref is None or tst is None
    ref, tst = ref or core_at_shell(reference) or film_on_substrate(reference), tst or core_at_shell(test) or film_on_substrate(test)
    if ref is None or tst is None or sorted(r for r, _ in ref) != sorted(r for r, _ in tst):
        return None
    theirs = dict(tst)
    compared = [(role, material, theirs[role], *explain(material, theirs[role])) for role, material in ref]
    apart = [(role, mine, other, decision) for role, mine, other, decision, _ in compared if not decision.match]
    if not apart:
        if not at_sign:
            return None
        why = f"{CORE_AT_SHELL}: " + "; ".join(f"the {role} {decision.why}" for role, _, _, decision, _ in compared)
        return Decision(True, "notation-read", why, certain=all(d.certain for *_, d, _ in compared)), max(d for *_, d in compared) + 0.02
    distance = sum(d for *_, d in compared) / len(compared) + 1.0
    swapped = sorted(m for _, m in ref) == sorted(m for _, m in tst)
    role, mine, other, _ = apart[0]
    why = f"the {role} is {mine} against {other}: " + ("the same parts in swapped roles, another sample" if swapped else "another sample")
    return Decision(False, DIFFERENT_ROLE, why, certain=not at_sign and all(d.certain for *_, d in apart)), distance


CORE_AT_SHELL = "the at sign writes the core first and its shell after it (core@shell), as the other key's role words say"


def _on_swapped(reference: str, test: str) -> tuple[Decision, float] | None:
    """`ZnO on Si` against `Si on ZnO`: the same materials, the film and its substrate swapped (ISO 2080: a coating
    on its substrate), whose formulas sum alike: another sample, by the best guess (`on` may be worded loosely). None
    unless both keys are so written, with the materials swapped."""
    ref, tst = film_on_substrate(reference), film_on_substrate(test)
    if ref is None or tst is None or [m for _, m in ref] != [m for _, m in reversed(tst)] or ref == tst:
        return None
    why = f"the film is {ref[0][1]} against {tst[0][1]}: the same parts in swapped roles, another sample"
    return Decision(False, DIFFERENT_ROLE, why, certain=False), 1.0
