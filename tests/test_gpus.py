"""Tests of the GPU catalog, name matching and cluster tables (no TensorFlow needed)."""

from __future__ import annotations

import ast
import csv
import doctest
from pathlib import Path

import pytest

from kerasmem import gpus
from kerasmem.errors import InvalidArgumentError, UnknownGpuError
from kerasmem.gpus import (
    ClusterGpu,
    GpuSpec,
    cluster_gpus,
    get_gpu,
    list_clusters,
    list_gpus,
    resolve_memory,
)
from kerasmem.units import GiB

DATA = Path(gpus.__file__).parent / "data"

# The GPUs and clusters of the talk "Is my neural network too big to fit into GPU?".
TALK_GPUS = {
    "K20 5GB": 5,
    "K80 12GB": 12,
    "P100-PCIE-12GB": 12,
    "P100-PCIE-16GB": 16,
    "V100-PCIE-16GB": 16,
    "V100-PCIE-32GB": 32,
    "V100-SXM2-16GB": 16,
    "V100-SXM2-32GB": 32,
    "T4": 16,
}
TALK_CLUSTERS = {
    "Graham": [("P100-PCIE-12GB", 2), ("V100-PCIE-16GB", 8), ("T4", 4)],
    "Cedar": [("P100-PCIE-12GB", 4), ("P100-PCIE-16GB", 4), ("V100-PCIE-32GB", 4)],
    "Béluga": [("V100-SXM2-16GB", 4)],
    "Hélios": [("K20 5GB", 8), ("K80 12GB", 16)],
    "Mist": [("V100-SXM2-32GB", 4)],
}


def _read(name: str) -> list[dict[str, str]]:
    with (DATA / name).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


# --- catalog contents --------------------------------------------------------


@pytest.mark.parametrize("name, gib", TALK_GPUS.items())
def test_talk_gpus_have_their_memory(name: str, gib: int) -> None:
    spec = get_gpu(name)
    assert spec.name == name
    assert spec.memory == gib * GiB
    assert spec.memory_gib == gib


@pytest.mark.parametrize("cluster, nodes", TALK_CLUSTERS.items())
def test_talk_clusters_have_their_nodes(cluster: str, nodes: list[tuple[str, int]]) -> None:
    found = cluster_gpus(cluster)
    assert all(isinstance(node, ClusterGpu) and node.cluster == cluster for node in found)
    assert [(node.gpu.name, node.gpus_per_node) for node in found] == nodes


def test_list_clusters_in_file_order() -> None:
    assert list_clusters() == list(TALK_CLUSTERS)


@pytest.mark.parametrize("spec", gpus._catalog(), ids=lambda spec: spec.name)
def test_catalog_rows_are_sane(spec: GpuSpec) -> None:
    assert spec.compute_capability >= (3, 0)
    assert spec.memory > 0 and spec.memory % GiB == 0
    assert spec.architecture and spec.form_factor
    # Every name and alias must find its own entry, or the entry is unreachable.
    for name in (spec.name, *spec.aliases):
        assert get_gpu(name) is spec


def test_csv_integrity() -> None:
    gpu_rows = _read("gpus.csv")
    names = [row["name"] for row in gpu_rows]
    assert len(names) == len(set(names)) == 33
    for row in _read("clusters.csv"):
        assert row["gpu"] in names, f"{row['cluster']} names unknown GPU {row['gpu']}"
        assert int(row["gpus_per_node"]) > 0


def test_cluster_naming_an_unknown_gpu_is_a_bug() -> None:
    rows = [{"cluster": "Narval", "gpu": "Z100", "gpus_per_node": "4"}]
    with pytest.raises(RuntimeError, match="Narval.*Z100"):
        gpus._parse_clusters(rows, gpus._catalog())


def test_catalog_names_that_read_alike_are_a_bug() -> None:
    row = {"memory_gib": "16", "usable_mib": "16160", "compute_capability": "7.0", "architecture": "Volta",
           "form_factor": "PCIe", "aliases": ""}
    rows = [{**row, "name": "V100-PCIE-16GB"}, {**row, "name": "Tesla V100 PCIe 16 GiB"}]
    with pytest.raises(RuntimeError, match="reads the same"):
        gpus._parse_catalog(rows)


@pytest.mark.parametrize(
    "name, fp16, bf16",
    [("K80 12GB", False, False), ("P100-PCIE-16GB", False, False), ("V100-SXM2-32GB", True, False),
     ("T4", True, False), ("A100-SXM4-80GB", True, True), ("H100-SXM5-80GB", True, True)],
)
def test_precision_support(name: str, fp16: bool, bf16: bool) -> None:
    spec = get_gpu(name)
    assert (spec.supports_float16, spec.supports_bfloat16) == (fp16, bf16)


def test_str() -> None:
    expected = "V100-PCIE-32GB (32 GiB, compute capability 7.0, Volta)"
    assert str(get_gpu("V100-PCIE-32GB")) == expected
    assert str(get_gpu("H200")) == "H200 (141 GiB, compute capability 9.0, Hopper)"


# --- name matching -------------------------------------------------------------


@pytest.mark.parametrize(
    "query, expected",
    [
        ("v100-32gb", "V100-PCIE-32GB"),
        ("V100 32GB", "V100-PCIE-32GB"),
        ("v100_32_gib", "V100-PCIE-32GB"),
        ("V100 32g", "V100-PCIE-32GB"),
        ("v100", "V100-PCIE-16GB"),
        ("a100", "A100-PCIE-40GB"),
        ("A100 80GB", "A100-PCIE-80GB"),
        ("a100 sxm", "A100-SXM4-40GB"),
        ("Tesla V100-SXM2-16GB", "V100-SXM2-16GB"),
        ("NVIDIA A100-SXM4-80GB", "A100-SXM4-80GB"),
        ("NVIDIA A100 80GB PCIe", "A100-PCIE-80GB"),
        ("NVIDIA H100 80GB HBM3", "H100-SXM5-80GB"),
        ("NVIDIA GeForce RTX 3090", "GeForce RTX 3090"),
        ("rtx4090", "GeForce RTX 4090"),
        ("2080ti", "GeForce RTX 2080 Ti"),
        ("rtx 2080 super", "GeForce RTX 2080 Super"),
        ("gtx 1080 ti", "GeForce GTX 1080 Ti"),
        ("h100", "H100-PCIE-80GB"),
        ("h100 sxm", "H100-SXM5-80GB"),
        ("t4", "T4"),
        ("Tesla T4", "T4"),
        ("K80", "K80 12GB"),
        ("k20", "K20 5GB"),
        ("a10", "A10"),
        ("rtx a6000", "RTX A6000"),
        ("l40s", "L40S"),
    ],
)
def test_forgiving_lookup(query: str, expected: str) -> None:
    assert get_gpu(query).name == expected


def test_ambiguous_name_picks_least_memory() -> None:
    # 2080 Super (8 GiB) and 2080 Ti (11 GiB) both match: the smaller is the safe answer.
    assert get_gpu("2080").name == "GeForce RTX 2080 Super"
    # H100 NVL (94 GiB) loses to the 80 GiB cards, and of those the first in the catalog wins.
    assert get_gpu("h100").name == "H100-PCIE-80GB"


def test_exact_name_beats_partial_matches() -> None:
    # "l40" is also part of "L40S". Both have 48 GiB, so catalog order would
    # agree; the next test is the one that separates the two rules.
    assert get_gpu("l40").name == "L40"


def test_exact_name_beats_a_smaller_partial_match(monkeypatch: pytest.MonkeyPatch) -> None:
    # No pair in the real catalog puts the exact match above a partial one in
    # memory, so build one: "Z9" exactly names the bigger card.
    big = GpuSpec("Z9", 80 * GiB, (9, 0), "Hopper", "PCIe")
    small = GpuSpec("Z9 Mini", 8 * GiB, (9, 0), "Hopper", "PCIe")
    gpus._entries.cache_clear()
    monkeypatch.setattr(gpus, "_catalog", lambda: (small, big))
    try:
        assert get_gpu("z9") is big
        assert get_gpu("z9 mini") is small
    finally:
        gpus._entries.cache_clear()


def test_get_gpu_returns_a_spec_as_is() -> None:
    spec = get_gpu("T4")
    assert get_gpu(spec) is spec


def test_unknown_name_suggests_close_names() -> None:
    with pytest.raises(UnknownGpuError) as info:
        get_gpu("x100")
    message = str(info.value)
    assert message.startswith("unknown GPU 'x100': did you mean ")
    assert "A100-PCIE-40GB" in message and "V100-PCIE-16GB" in message
    assert "kerasmem gpus" in message and "\n" not in message


def test_unknown_memory_size_suggests_the_model_sizes() -> None:
    with pytest.raises(UnknownGpuError, match="did you mean V100-PCIE-16GB, V100-PCIE-32GB\\?"):
        get_gpu("V100-PCIE-64GB")


@pytest.mark.parametrize("query", ["quadro", "nvidia"])
def test_unknown_name_with_nothing_close(query: str) -> None:
    with pytest.raises(UnknownGpuError, match="kerasmem gpus") as info:
        get_gpu(query)
    assert "did you mean" not in str(info.value)


@pytest.mark.parametrize("bad", ["", "   ", None, 16, ["V100"]])
def test_get_gpu_rejects_non_names(bad: object) -> None:
    with pytest.raises(InvalidArgumentError):
        get_gpu(bad)  # type: ignore[arg-type]


# --- resolve_memory -------------------------------------------------------------


@pytest.mark.parametrize(
    "value, expected",
    [
        (2_000_000_000, (2_000_000_000, "1.86 GiB")),
        (16 * GiB, (16 * GiB, "16 GiB")),
        ("12GB", (12 * 1024**3, "12 GiB")),
        ("16GiB", (16 * GiB, "16 GiB")),
        ("512M", (512 * 1024**2, "512 MiB")),
        ("2000000000", (2_000_000_000, "1.86 GiB")),
        ("V100-PCIE-32GB", (32510 * 2**20, "V100-PCIE-32GB")),  # what a process gets, not the nominal 32 GiB
        ("a100", (40536 * 2**20, "A100-PCIE-40GB")),
    ],
)
def test_resolve_memory(value: object, expected: tuple[int, str]) -> None:
    assert resolve_memory(value) == expected  # type: ignore[arg-type]


def test_resolve_memory_of_a_spec() -> None:
    spec = GpuSpec("Custom", 6 * GiB, (8, 6), "Ampere", "PCIe")
    assert resolve_memory(spec) == (6 * GiB, "Custom")


@pytest.mark.parametrize("bad", [True, False, -1, "-5GB", 1.5, None])
def test_resolve_memory_rejects_bad_values(bad: object) -> None:
    with pytest.raises(InvalidArgumentError):
        resolve_memory(bad)  # type: ignore[arg-type]


def test_resolve_memory_refuses_a_number_that_is_also_a_gpu() -> None:
    with pytest.raises(InvalidArgumentError, match="ambiguous.*GeForce RTX 3090"):
        resolve_memory("3090")
    assert resolve_memory("3090B") == (3090, "3.02 KiB")
    assert resolve_memory("rtx 3090")[1] == "GeForce RTX 3090"


def test_resolve_memory_of_an_unknown_name() -> None:
    with pytest.raises(UnknownGpuError):
        resolve_memory("x100")


# --- tables and clusters -----------------------------------------------------------

COLUMNS = ["name", "memory", "memory_gib", "usable", "compute_capability", "architecture", "form_factor",
           "bfloat16"]


def test_list_gpus() -> None:
    table = list_gpus()
    assert list(table.columns) == COLUMNS
    assert list(table["name"]) == [row["name"] for row in _read("gpus.csv")]
    v100 = table.set_index("name").loc["V100-PCIE-32GB"]
    assert v100["memory"] == 32 * GiB and v100["memory_gib"] == 32.0 and v100["usable"] == 32510 * 2**20
    assert v100["compute_capability"] == "7.0" and not v100["bfloat16"]
    assert table.set_index("name").loc["A100-SXM4-80GB", "bfloat16"]


def test_list_gpus_of_a_cluster() -> None:
    table = list_gpus("Cedar")
    assert list(table.columns) == [*COLUMNS, "gpus_per_node"]
    assert list(zip(table["name"], table["gpus_per_node"])) == TALK_CLUSTERS["Cedar"]


@pytest.mark.parametrize(
    "query, canonical",
    [("beluga", "Béluga"), ("Beluga", "Béluga"), ("BÉLUGA", "Béluga"), ("helios", "Hélios"),
     (" graham ", "Graham"), ("MIST", "Mist")],
)
def test_cluster_names_forgive_case_and_accents(query: str, canonical: str) -> None:
    assert {node.cluster for node in cluster_gpus(query)} == {canonical}
    assert len(list_gpus(query)) == len(TALK_CLUSTERS[canonical])


def test_unknown_cluster_names_the_known_ones() -> None:
    with pytest.raises(InvalidArgumentError, match="Graham, Cedar, Béluga, Hélios, Mist"):
        list_gpus("Narval")
    with pytest.raises(InvalidArgumentError):
        cluster_gpus("")


# --- the module itself -----------------------------------------------------------------


def test_module_imports_no_heavy_packages() -> None:
    # Module-level imports only; pandas is allowed inside functions.
    tree = ast.parse(Path(gpus.__file__).read_text(encoding="utf-8"))
    top = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            top.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top.add(node.module.split(".")[0])
    assert not top & {"tensorflow", "keras", "pandas", "numpy"}
    # No import of tensorflow or keras anywhere in the file.
    everywhere = {
        alias.name.split(".")[0]
        for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    }
    assert not everywhere & {"tensorflow", "keras"}


def test_all_is_explicit_and_complete() -> None:
    assert set(gpus.__all__) == {"GpuSpec", "ClusterGpu", "get_gpu", "list_gpus", "list_clusters",
                                 "cluster_gpus", "resolve_memory", "capacity_text"}


def test_docstring_examples() -> None:
    assert doctest.testmod(gpus).failed == 0


def test_every_gpu_gives_a_process_less_than_its_nominal_memory() -> None:
    """NVML's total less the driver's reserve (benchmarks/studies/2026-11-23-h100/nvml_totals.md)."""
    table = list_gpus().set_index("name")
    assert ((table["usable"] < table["memory"]) & (table["usable"] > 0.9 * table["memory"])).all()
    # ECC on GDDR memory takes a sixteenth, and the driver its reserve on top.
    for gddr_with_ecc in ("T4", "A10", "L4", "A40", "L40S"):
        assert table.loc[gddr_with_ecc, "usable"] < table.loc[gddr_with_ecc, "memory"] * 15 / 16
    # Measured on an H100 and an H200 (session 10): NVML's totals less the driver's reserves.
    assert get_gpu("NVIDIA H100 80GB HBM3").capacity == (81559 - 480) * 2**20
    assert get_gpu("NVIDIA H200").capacity == 143155 * 2**20  # 143,771 MiB less 615.06, NVML's free at idle, in whole MiB
