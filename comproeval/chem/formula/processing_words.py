"""Processing participles: a word that says what was done to a material changes what the material is (issue 26).

`reduced graphene oxide` is not `graphene oxide`, `activated carbon` is not `carbon`, `sulfonated PEEK` is not
`PEEK`: a chemical or thermal operation written as a participle before (or after) a name makes another material,
unless the other key states the operation's own parameters (`annealed 873 K` against `600 °C`). The verbs are the
material-processing operations of the Chemical Methods Ontology (CHMO, `material processing` branch) and the IUPAC
Compendium of Chemical Terminology (Gold Book): reduction, oxidation, doping, annealing, calcination, sintering,
sulfonation, functionalization, activation, exfoliation, carbonization, nitridation, sulfurization, hydrogenation.
"""

from __future__ import annotations

import re

_PARTICIPLES = frozenset(
    """reduced oxidized doped codoped co-doped annealed calcined sintered sulfonated functionalized activated exfoliated
    carbonized nitrided nitridated sulfurized sulfidized sulfided hydrogenated dehydrogenated fluorinated chlorinated
    brominated aminated lithiated delithiated sodiated intercalated quenched irradiated etched coated grafted
    crosslinked pyrolyzed hydrolyzed protonated deprotonated polymerized cured vulcanized passivated selenized
    phosphorized phosphidated borided carburized nitrogenated thermalized hydrothermally-treated treated modified
    oxygenated deoxygenated dealuminated desilicated ion-exchanged exchanged leached pillared aged""".split()
)


def _plain(word: str) -> str:
    """British and American spellings alike (`oxidised`, `sulphonated`)."""
    text = word.casefold().replace("sulph", "sulf")
    return text[:-4] + "ized" if text.endswith("ised") else text


def processing_participle(words: list[str], text: str) -> str | None:
    """The first word that names a processing operation done to the material (`reduced`), standing alone in `text`;
    None. A participle joined to its agent (`nitrogen-doped`) may be what the other key writes as a prefix (`N-CDs`)."""
    for word in words:
        if _plain(word) in _PARTICIPLES and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text):
            return word
    return None
