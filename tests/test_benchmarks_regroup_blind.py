"""benchmarks/regroup_blind.py on a small benchmarks folder of its own."""
import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "regroup_blind.py"

ZOO = '''GROUPS = ("tuning (original)",
          "held out (hundredth)", "held out (blind)")


# --- Added 2026-11-23 (sixteenth session), after the eighteenth set was scored: the next blind set,
# measured with ``--truth-only``. ---
def _old_mlp():
    pass


# --- Added 2026-11-30 (sixtieth session), after the hundredth set was scored: the next blind set,
# measured with ``--truth-only``. ---
def _wide_mlp():
    pass


@_built_under("mixed_bfloat16")
def _bf16_cnn():
    pass


HUNDREDTH = "held out (hundredth)"
BLIND = "held out (blind)"
ZOO = (
    ZooEntry("old_mlp", _old_mlp, "adam", SPARSE, (16, 64), True, HUNDREDTH),
    ZooEntry("wide_mlp", _wide_mlp, "adam", SPARSE, (16, 64), True, BLIND),
    ZooEntry("bf16_cnn", _bf16_cnn, "sgd", SPARSE, (16, 64), True, BLIND),
)
'''
EVALUATE = '''"""Groups:

- held out (hundredth): added earlier;
- held out (blind): the next set, measured with ``--truth-only``, never scored (none yet, or see zoo.py).
"""
'''


def _load():
    spec = importlib.util.spec_from_file_location("regroup_blind", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "truth").mkdir()
    (tmp_path / "zoo.py").write_text(ZOO)
    (tmp_path / "evaluate_estimator.py").write_text(EVALUATE)
    rows = [{"model": m, "batch": b, "group": g} for m, g in (("old_mlp", "held out (hundredth)"),
                                                             ("wide_mlp", "held out (blind)"),
                                                             ("bf16_cnn", "held out (blind)")) for b in (16, 64)]
    (tmp_path / "truth" / "estimator_truth.json").write_text(json.dumps({"rows": rows}, indent=1) + "\n")
    return tmp_path


ARGS = ["--ordinal", "hundred-first", "--added", "sixtieth", "--scored", "sixtieth", "--after", "hundredth",
        "--score", "benchmarks/studies/x/score_blind101_once.txt"]


def test_the_scored_blind_set_takes_a_group_of_its_own(folder, capsys):
    assert _load().main([*ARGS, "--root", str(folder)]) == 0
    zoo = (folder / "zoo.py").read_text()
    assert '"held out (hundredth)",\n          "held out (hundred-first)", "held out (blind)")' in zoo
    assert 'HUNDRED_FIRST = "held out (hundred-first)"\nBLIND = ' in zoo
    assert zoo.count(", HUNDRED_FIRST)") == 2 and ", BLIND)" not in zoo
    assert ("the hundred-first set,\n# measured with ``--truth-only``; scored once in the same session, before its "
            "next change. ---\ndef _wide_mlp") in zoo
    assert zoo.count(": the next blind set,") == 1  # an older set's comment that reads the same is left
    groups = [r["group"] for r in json.loads((folder / "truth" / "estimator_truth.json").read_text())["rows"]]
    assert groups == ["held out (hundredth)"] * 2 + ["held out (hundred-first)"] * 4
    evaluate = (folder / "evaluate_estimator.py").read_text()
    bullet = " ".join(evaluate[evaluate.index("- held out (hundred-first)"):evaluate.index("- held out (blind)")].split())
    assert "(wide_mlp: float32; bf16_cnn: under a 16-bit policy)" in bullet
    assert "later in that session" in bullet and "score_blind101_once.txt);" in bullet
    assert "6 rows" not in capsys.readouterr().out  # it counts the set's rows: 4


def test_nothing_is_written_when_a_replacement_does_not_apply(folder, capsys):
    (folder / "truth" / "estimator_truth.json").write_text(json.dumps({"rows": []}) + "\n")
    before = (folder / "zoo.py").read_text()
    with pytest.raises(SystemExit) as stopped:
        _load().main([*ARGS, "--root", str(folder)])
    assert stopped.value.code == 2 and (folder / "zoo.py").read_text() == before
    err = capsys.readouterr().err
    assert err.startswith("regroup_blind: ") and "measure them first" in err and "Traceback" not in err
