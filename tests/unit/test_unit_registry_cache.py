"""pint's parsed definitions kept between runs (chem.unit_registry): the same conversions, and no cache failure fails a run."""

import pytest

from comproeval.chem import unit_registry
from comproeval.chem.unit_registry import build_registry


def _conversions(units):
    return [
        units.Quantity(1.0, "mS/cm").to("S/m").magnitude,
        units.Quantity(25.0, "degC").to("K").magnitude,
        str(units.parse_units("pC/N").dimensionality),
        str(units.parse_units("mAh/g").dimensionality),
    ]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPROEVAL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE", raising=False)
    return tmp_path / "cache"


def _kept(cache_dir):
    return [p for p in cache_dir.iterdir() if p.name.startswith("pint-")]


def test_the_first_run_keeps_the_definitions_and_a_later_run_reads_the_same_units(cache_dir, monkeypatch):
    first = _conversions(build_registry())
    (folder,) = _kept(cache_dir)
    assert any(folder.glob("*.pickle"))
    monkeypatch.setenv("COMPROEVAL_NO_DISK_CACHE", "1")
    parsed = _conversions(build_registry())
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE")
    assert first == _conversions(build_registry()) == parsed
    assert [p.name for p in cache_dir.iterdir()] == [folder.name]  # no scratch folder left behind


def test_a_damaged_cache_is_parsed_around_and_replaced_by_the_next_run(cache_dir):
    build_registry()
    (folder,) = _kept(cache_dir)
    for pickled in folder.glob("*.pickle"):
        pickled.write_bytes(pickled.read_bytes()[:50])
    assert _conversions(build_registry())[0] == pytest.approx(0.1)
    assert not folder.exists()
    build_registry()
    assert [p.name for p in cache_dir.iterdir()] == [folder.name]


def test_a_file_where_the_cache_folder_should_be_fails_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COMPROEVAL_CACHE_DIR", str(blocker))
    monkeypatch.delenv("COMPROEVAL_NO_DISK_CACHE", raising=False)
    assert _conversions(build_registry())[1] == pytest.approx(298.15)


def test_memory_only_writes_nothing(cache_dir, monkeypatch):
    monkeypatch.setenv("COMPROEVAL_NO_DISK_CACHE", "1")
    build_registry()
    assert not cache_dir.exists()


def test_a_folder_that_cannot_be_written_parses_the_definitions(cache_dir, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError("read-only")

    monkeypatch.setattr(unit_registry.tempfile, "mkdtemp", refuse)
    assert _conversions(build_registry())[0] == pytest.approx(0.1)
    assert _kept(cache_dir) == []
