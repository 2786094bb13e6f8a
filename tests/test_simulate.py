"""The simulated GPU: run_simulated from Python, `kerasmem simulate` from the shell."""

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

import simulated_helpers
from kerasmem import OutOfMemoryError, run_simulated, simulated_environment
from kerasmem.cli import main
from kerasmem.errors import InvalidArgumentError, UnknownGpuError

DATA = Path(__file__).parent / "data"


def test_environment_turns_onednn_off_hides_gpus_and_caps_in_mib():
    env = simulated_environment("1.5GiB")
    assert env == {"TF_ENABLE_ONEDNN_OPTS": "0", "TF_CPU_ALLOCATOR_USE_BFC": "true", "CUDA_VISIBLE_DEVICES": "",
                   "TF_CPU_BFC_MEM_LIMIT_IN_MB": "1536", "KERASMEM_SIMULATED_GROWTH": "true"}
    assert "TF_CPU_BFC_MEM_LIMIT_IN_MB" not in simulated_environment(None)
    assert simulated_environment("V100-PCIE-16GB")["TF_CPU_BFC_MEM_LIMIT_IN_MB"] == "16160"  # what a process gets


@pytest.mark.parametrize("memory, error", [("12XB", UnknownGpuError), ("1KiB", InvalidArgumentError), ("-1GiB", InvalidArgumentError),
                                           ("x100", UnknownGpuError)])
def test_bad_memory_is_refused(memory, error):
    with pytest.raises(error):
        simulated_environment(memory)


def test_without_memory_growth_the_hook_goes_first_on_the_path_and_a_cap_is_needed(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["/mine", "/also/mine"]))
    env = simulated_environment("64MiB", memory_growth=False)
    hook, *rest = env["PYTHONPATH"].split(os.pathsep)
    assert env["KERASMEM_SIMULATED_GROWTH"] == "false" and rest == ["/mine", "/also/mine"]
    assert (Path(hook) / "sitecustomize.py").is_file()
    with pytest.raises(InvalidArgumentError, match="needs a cap"):
        simulated_environment(None, memory_growth=False)


def test_without_memory_growth_a_request_fits_where_growing_regions_run_out():
    # Growing (memory_growth=True) the same run fails, after the allocator's 10 s retry: measured when
    # the hook was written, not repeated here to keep the suite short.
    assert run_simulated(simulated_helpers.fits_after_a_freed_region, memory="64MiB", memory_growth=False) is True


def test_without_memory_growth_the_search_starts_from_the_one_region_estimate():
    info = run_simulated(simulated_helpers.search_start, memory="128MiB", memory_growth=False)
    assert info["allocator"] == "simulated GPU (CPU BFC allocator, capped at 128 MiB, one region)"
    # In one region no request waits for a region of its own: the estimate fits more.
    assert info["one_region"] > info["growing"]
    # The first trial 10% under the estimate: one that runs out of memory lowers the later ones.
    assert info["start"] == math.floor(info["one_region"] * 0.9)


def test_the_hook_still_runs_the_sitecustomize_it_hides(tmp_path, monkeypatch, capfd):
    (tmp_path / "sitecustomize.py").write_text("import builtins\nbuiltins.MINE_RAN = True\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    code = main(["simulate", "--memory", "64MiB", "--no-growth", "--", sys.executable, "-c",
                 "import builtins, sys; sys.exit(5 if getattr(builtins, 'MINE_RAN', False) else 1)"])
    assert code == 5
    assert "64.0 MiB of memory in one region (no memory growth)" in capfd.readouterr().err


def test_runs_a_function_under_the_cap_and_brings_back_results_and_errors():
    info = run_simulated(simulated_helpers.describe_device, memory="96MiB")
    assert info == {"device": "CPU:0", "allocator": "simulated GPU (CPU BFC allocator, capped at 96 MiB)",
                    "capacity": 96 * 2**20, "visible": ""}
    with pytest.raises(KeyError, match="not here"):
        run_simulated(simulated_helpers.fail_with, KeyError("not here"), memory=None)


def test_out_of_memory_comes_back_typed_with_the_allocators_summary():
    with pytest.raises(OutOfMemoryError) as caught:
        run_simulated(simulated_helpers.build_too_big, memory="48MiB")
    explanation = caught.value.explanation
    assert explanation.shape == (2048, 2048) and explanation.allocator == "bfc_cpu_allocator_for_gpu"
    # The summary is in the child's log, not in the exception: run_simulated reads both.
    assert explanation.limit == 48 * 2**20 and explanation.allocator_stats["InUse"] > 0
    # Measured here: 16 MiB did not fit although less than 48 MiB was in use: the allocator's regions.
    assert explanation.fragmented == (explanation.allocator_stats["InUse"] + explanation.requested <= explanation.limit)
    assert ("not in one piece" in str(caught.value)) == explanation.fragmented


def test_a_function_that_does_not_pickle_is_refused_before_any_process_starts():
    with pytest.raises(InvalidArgumentError, match="do not pickle"):
        run_simulated(lambda: 1)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_passes_the_environment_and_the_exit_status(capfd):
    code = main(["simulate", "--memory", "64MiB", "--", sys.executable, "-c",
                 "import os, sys; sys.exit(3 if os.environ['TF_CPU_BFC_MEM_LIMIT_IN_MB'] == '64' "
                 "and os.environ['TF_ENABLE_ONEDNN_OPTS'] == '0' else 1)"])
    assert code == 3
    assert "kerasmem: simulated GPU with 64.0 MiB of memory" in capfd.readouterr().err
    assert main(["simulate", "--", sys.executable, "-c", "import os; os.kill(os.getpid(), 15)"]) == 128 + 15


def test_cli_explains_an_out_of_memory_failure(capfd):
    log = DATA / "oom_simulated_dense_graph_log.txt"
    code = main(["simulate", "-m", "64MiB", "--", sys.executable, "-c",
                 f"import sys; sys.stderr.write(open({str(log)!r}).read()); sys.exit(1)"])
    err = capfd.readouterr().err
    assert code == 1
    assert "\nkerasmem: Out of memory on CPU:0 (allocator bfc_cpu_allocator_for_gpu): could not allocate 32.0 MiB" in err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["simulate", "--memory", "2GiB"], "kerasmem: error: no command to run: write it after --"),
        (["simulate", "--memory", "2GiB", "--"], "kerasmem: error: no command to run"),
        (["simulate", "--memory", "12XB", "--", "true"], "kerasmem: error: unknown GPU '12XB'"),
        (["simulate", "--memory=-1GiB", "--", "true"], "kerasmem: error: a memory size cannot be negative"),
        (["simulate", "--", "no-such-command-kerasmem"], "kerasmem: error: command not found: no-such-command-kerasmem"),
        (["simulate", "--no-growth", "--", "true"], "kerasmem: error: --no-growth holds the cap in one region: give --memory"),
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1


def test_cli_from_the_console_script_runs_python():
    result = subprocess.run(
        [sys.executable, "-m", "kerasmem", "simulate", "--memory", "1GiB", "--", sys.executable, "-c",
         "import os; print(os.environ['TF_CPU_BFC_MEM_LIMIT_IN_MB'])"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0 and result.stdout == "1024\n"
