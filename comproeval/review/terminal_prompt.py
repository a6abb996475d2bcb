"""Asking on a terminal: one doubtful verdict shown as the lines a person reads (the element, the test's entries,
the rules' guess and why) and the typed answer read as the review's resume value (`session` drives the review).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, TextIO

from ..verdicts.fields import SCALAR_CLASSES
from .node import AnswerError, parse_answer

_ANSWER = re.compile(r"^(?P<word>y|yes|n|no|none|a|s|skip|q|quit)?(?P<number>\d+)?(?:\s+(?P<reason>.*))?$", re.IGNORECASE)
HELP = "[Enter] accept the guess, y yes, n no, a ambiguous, s skip, q quit and save; words after the answer are your reason"
CHOOSE_HELP = "{pick}, n: none of them, a ambiguous, s skip, q quit and save; words after the answer are your reason"


def describe_question(question: Mapping[str, Any]) -> list[str]:
    """The lines a person reads before answering: the element, the test's entries (the rules' pairing first), the guess and why."""
    cls, guess = question.get("cls"), question.get("guess") or {}
    paper = question.get("paper")
    where = f"paper {paper[0]}/{paper[1]}  " if isinstance(paper, (list, tuple)) and len(paper) == 2 else ""
    lines = [f"{where}{question.get('doi')}  [{cls}]  question {question.get('number')}"]
    if cls == "value":
        lines.append(f"  ground-truth value of {question.get('element')!r}: {question.get('reference')!r}")
    elif question.get("reference") is not None and cls not in SCALAR_CLASSES:
        lines.append(f"  ground truth: {question.get('element')!r} = {question.get('reference')!r}")
    else:
        lines.append(f"  ground truth: {question.get('element')!r}")
    candidates = list(question.get("candidates") or [])
    paired = guess.get("test")
    marked = [f"{i}) {c!r}" + ("  <- the rules' pairing" if question.get("choose") and c == paired else "") for i, c in enumerate(candidates, 1)]
    if question.get("choose") and len(candidates) > 1:
        lines.append("  test entries of this field:")
        lines += [f"    {line}" for line in marked]
    else:
        lines.append(f"  test: {'  '.join(marked) if marked else '(none)'}")
    basis = f" ({question['basis']})" if question.get("basis") else ""
    why = f": {question['why']}" if question.get("why") else ""
    if question.get("choose") and paired is not None:
        verdict = f"match with {paired!r}" if guess.get("match") else f"no match (the closest entry, {paired!r}, is not the same thing)"
    elif question.get("choose"):
        verdict = "no match (no test entry is the same thing)"
    else:
        verdict = "match" if guess.get("match") else "no match"
    lines.append(f"  rules' guess: {verdict}{basis}{why}")
    if question.get("error"):
        lines.append(f"  (your answer was not usable: {question['error']})")
    return lines


def help_line(question: Mapping[str, Any]) -> str:
    """How to answer this question: with several test entries, which one (by number) or none of them."""
    candidates = list(question.get("candidates") or [])
    if question.get("choose") and len(candidates) > 1:
        if (question.get("guess") or {}).get("test") is not None:
            pick = f"[Enter] accept the guess, y: 1 (the rules' pairing) is the same thing, 2..{len(candidates)} (or y2): that one instead"
        else:
            pick = f"[Enter] accept the guess, 1..{len(candidates)}: that one is the same thing"
        return f"which test entry is the same thing? {CHOOSE_HELP.format(pick=pick)}"
    return f"same thing? {HELP}"


class TerminalPrompt:
    """Asks on a terminal (or any text stream) one verdict at a time; None when the person quits or input ends."""

    def __init__(self, stdin: TextIO, out: TextIO):
        self.stdin, self.out = stdin, out
        self.stopped: str | None = None

    def __call__(self, question: Mapping[str, Any]) -> Any:
        print("\n".join(describe_question(question)), file=self.out)
        while True:
            print(f"  {help_line(question)}\n> ", end="", file=self.out, flush=True)
            line = self.stdin.readline()
            if not line:
                print(file=self.out)
                self.stopped = "end of input"
                return None
            answer = self.read(line, question)
            if answer == "quit":
                self.stopped = "quit"
                return None
            if answer is not None:
                return answer
            print("  please answer as shown", file=self.out)

    @staticmethod
    def read(line: str, question: Mapping[str, Any]) -> Any:
        """A typed line as a resume value; "quit" to stop; None if it is no answer to this question."""
        text = line.strip()
        if not text:
            return {"decision": "accept"}
        found = _ANSWER.match(text)
        if not found or not (found["word"] or found["number"]):
            return None
        word, number, reason = (found["word"] or "").lower(), found["number"], found["reason"]
        if word in ("q", "quit"):
            return "quit" if number is None else None
        if not word and number == "0":  # 0: none of the test entries
            word, number = "n", None
        answer: dict[str, Any] = {"decision": {"yes": "y", "no": "n", "none": "n", "skip": "s", "": "y"}.get(word, word), "reason": reason}
        if number is not None:  # y2, or 2 alone: that test entry is the same thing
            candidates = list(question.get("candidates") or [])
            if word not in ("", "y", "yes") or not 1 <= int(number) <= len(candidates):
                return None
            answer["test"] = candidates[int(number) - 1]
        try:
            parse_answer(answer, question)
        except AnswerError:
            return None
        return answer
