"""DOIs matched as DOIs: the test file's spelling of a paper's DOI is brought to the ground truth's.

A DOI is case-insensitive (DOI Handbook §2.4: "case insensitive" for ASCII
characters) and is often written as a resolver URL (`https://doi.org/...`,
`http://dx.doi.org/...`) or with the `doi:` scheme of RFC 4452's info URI
family. Both files are keyed by whatever their producer wrote, so the keys
are compared in one canonical form, and a test item is filed under the
ground truth's spelling (results are keyed by the ground truth's DOIs).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from ..notices import notify
from .inputs import InputError, show
from .items import load_items

# resolver URLs (any scheme, with or without www/dx), and the doi: scheme, in front of the DOI proper
_PREFIX = re.compile(r"^(?:(?:https?://)?(?:www\.|dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)


def canonical_doi(doi: str) -> str:
    """The form two spellings of one DOI share: no surrounding space, no resolver or `doi:` prefix, lower case.

    A resolver URL may percent-encode the DOI (`10.1000%2Fabc`): it is decoded.
    """
    text = str(doi).strip()
    stripped = _PREFIX.sub("", text, count=1)
    if stripped != text and "%" in stripped:
        stripped = unquote(stripped)
    return stripped.strip().lower()


class DoiNote(UserWarning):
    """Some DOIs matched only once normalized: worth one line, not an error."""


@dataclass(frozen=True)
class MatchedDois:
    """The test items keyed by the ground truth's spelling, and how many needed normalizing to match."""

    test: dict[str, Any]
    normalized: int

    def note(self) -> str | None:
        """One line for the user when some DOIs matched only once normalized."""
        if not self.normalized:
            return None
        return (
            f"{self.normalized} test DOI(s) matched the ground truth only as DOIs (resolver URL or doi: prefix, "
            "case or surrounding space); results use the ground truth's spelling"
        )


def _by_canonical(items: Mapping[str, Any], source: str) -> dict[str, str]:
    """canonical form -> the file's own spelling; two spellings of one DOI are an input error naming both."""
    spellings: dict[str, str] = {}
    for doi in items:
        key = canonical_doi(doi)
        if key in spellings:
            raise InputError(f"{source}: DOI {show(spellings[key])!r} and {show(doi)!r} are the same DOI; keep one of them")
        spellings[key] = doi
    return spellings


def match_dois(ground_truth: Mapping[str, Any], test: Mapping[str, Any], *, ground_truth_source: str, test_source: str) -> MatchedDois:
    """Re-key `test` by the ground truth's spelling of each DOI; DOIs only the test file has keep their own.

    When both files have items but not one DOI in common, the run would score
    every paper as missing: that is almost always the wrong pair of files, so
    it is refused in one line with an example key of each. A test file with no
    item at all (`{}`, `[]`) has no DOI in common either, and is refused the same way.
    """
    truth = _by_canonical(ground_truth, ground_truth_source)
    tested = _by_canonical(test, test_source)
    if truth and not tested:
        raise InputError(
            f"{test_source} holds no item (an empty object or list), so no DOI in common with {ground_truth_source}; "
            "an extraction that found nothing still lists each paper's DOI"
        )
    if truth and tested and not truth.keys() & tested.keys():
        raise InputError(
            f"{ground_truth_source} and {test_source} have no DOI in common (e.g. {show(next(iter(ground_truth)), 80)!r} "
            f"and {show(next(iter(test)), 80)!r}); are these the right two files?"
        )
    rekeyed: dict[str, Any] = {}
    normalized = 0
    for key, doi in tested.items():
        own = truth.get(key, doi)
        normalized += own != doi
        rekeyed[own] = test[doi]
    return MatchedDois(rekeyed, normalized)


def source_name(source: Any, role: str) -> str:
    """How an input is named in a message: its path, or `ground truth data` for one given already parsed."""
    return show(source) if isinstance(source, (str, bytes)) or hasattr(source, "__fspath__") else f"{role} data"


def load_inputs(ground_truth: Any, test_data: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Both inputs, validated, the test items keyed by the ground truth's spelling of each DOI; one note if any needed it."""
    ground_truth_items = load_items(ground_truth, "ground truth")
    test_items = load_items(test_data, "test")
    matched = match_dois(
        ground_truth_items, test_items, ground_truth_source=source_name(ground_truth, "ground truth"), test_source=source_name(test_data, "test")
    )
    if note := matched.note():
        notify(note, DoiNote)
    return ground_truth_items, matched.test
