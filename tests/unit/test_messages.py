"""Error wording shared by the layers: a JSON mistake names what and where, in plain words."""

from __future__ import annotations

import json

import pytest

from comproeval.cli.main import main
from comproeval.messages import json_error


def _error(text: str) -> json.JSONDecodeError:
    with pytest.raises(json.JSONDecodeError) as info:
        json.loads(text)
    return info.value


@pytest.mark.parametrize("text", ['{"a": "x', '{"a": "x\n"}', "[1, 2", "{,}", "[1] 2"])
def test_a_json_error_never_says_at_twice(text):
    message = json_error(_error(text))
    assert " at at " not in message and "line 1" in message and message[0].islower()


def test_an_unterminated_string_reads_as_a_sentence():
    assert json_error(_error('\n{"a": "x')) == "unterminated string starting at line 2 column 7"


def test_the_cli_weights_error_says_where(capsys):
    assert main(["rescore", "r.json", "-o", "o.json", "--weights", '{"a": "x']) == 2
    err = capsys.readouterr().err.strip()
    assert err == "comproeval: error: --weights: not valid JSON: unterminated string starting at line 1 column 7"


def test_the_report_names_where_a_result_file_breaks(tmp_path, capsys):
    broken = tmp_path / "r.json"
    broken.write_text('{"item_results": {"a": "x\n')
    assert main(["report", str(broken), "-o", str(tmp_path / "r.html")]) == 2
    err = capsys.readouterr().err
    assert "line 1 column" in err and " at at " not in err


def test_refusing_an_output_file_tells_a_cli_user_the_option(tmp_path, capsys):
    ground_truth = tmp_path / "gt.json"
    ground_truth.write_text('{"10.1/a": {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}}')
    assert main(["evaluate", str(ground_truth), str(ground_truth), "-o", str(ground_truth), "-q"]) == 2
    err = capsys.readouterr().err
    assert "pass --overwrite" in err and "overwrite=True" not in err


def test_refusing_an_output_file_tells_an_api_user_the_argument(tmp_path):
    from comproeval.api import ResumeError, evaluate_agentic

    ground_truth = tmp_path / "gt.json"
    ground_truth.write_text('{"10.1/a": {"composition_data": {"compositions_property_values": {"BaTiO3": 1}, "property_unit": "pC/N"}}}')
    with pytest.raises(ResumeError, match="pass overwrite=True") as info:
        evaluate_agentic(ground_truth, ground_truth, output_file=ground_truth)
    assert "--overwrite" not in str(info.value)


def test_an_input_file_with_a_broken_string_names_the_line_once(tmp_path):
    """The input reader words a JSON error as `json_error` does: never "starting at at line"."""
    import pytest

    from comproeval.files.inputs import InputError
    from comproeval.files.items import read_json

    bad = tmp_path / "broken.json"
    bad.write_text('{"10.1/a": {"composition_data": "unterminated}', encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_json(bad)
    assert "at at" not in str(caught.value)
    assert "starting at line 1" in str(caught.value)
