"""The GPU catalog: which cards exist, how much memory they have, where they are.

The catalog (``data/gpus.csv``) lists NVIDIA GPUs by the name their maker
sells them under, with the nominal memory of that name read as GiB: GPU memory
is built in binary units, so a "V100-PCIE-32GB" has 32 GiB. A "K80 12GB" is one
of the two GPUs on a K80 board, which is how TensorFlow and the cluster counts see it.

A process gets less than the nominal memory, and kerasmem compares estimates
with what it gets (``usable``): NVML's total less the driver's own reserve.
ECC on GDDR memory (a T4, an A10, the L4/L40 family) takes a sixteenth: a T4
sold as 16 GB has 15,109 MiB to give. Where each figure comes from
(benchmarks/studies/2026-11-23-h100/nvml_totals.md): measured for the
H100-SXM5-80GB and the H200 (NVML on each, session 10: totals 81,559 and
143,771 MiB less reserves of 480 and 615 MiB); for most cards the total
``nvidia-smi`` printed with drivers before 510, which left the reserve out,
as pasted in public issue threads; for cards seen only with newer drivers
(A40, L4, L40, L40S, H100 PCIe and NVL, RTX 4080/4090) that total less
1.64% (the largest reserve seen, a T4's); for the K20, the nominal size
less ECC's sixteenth and that 1.64%.

``data/clusters.csv`` lists the GPU nodes of the Compute Canada clusters from the
talk "Is my neural network too big to fit into GPU?".

Names are forgiving: :func:`get_gpu` accepts "v100-32gb", "Tesla T4",
"NVIDIA A100-SXM4-80GB" (as ``nvidia-smi`` prints it), "rtx4090" or "2080ti".
When a name fits several cards, it picks the one with the least memory, the
conservative answer to "will it fit?".
"""

from __future__ import annotations

import csv
import difflib
import functools
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from .errors import InvalidArgumentError, UnknownGpuError
from .units import GiB, format_bytes, parse_size

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "GpuSpec",
    "ClusterGpu",
    "get_gpu",
    "list_gpus",
    "list_clusters",
    "cluster_gpus",
    "resolve_memory",
    "capacity_text",
]

_DATA_DIR = Path(__file__).parent / "data"
_GPU_COLUMNS = (
    "name", "memory_gib", "usable_mib", "compute_capability", "architecture", "form_factor", "aliases",
)
_CLUSTER_COLUMNS = ("cluster", "gpu", "gpus_per_node")
_TABLE_COLUMNS = [
    "name", "memory", "memory_gib", "usable", "compute_capability", "architecture", "form_factor", "bfloat16",
]
_LIST_HINT = "(run 'kerasmem gpus' for the list)"

# Words that vendors and nvidia-smi put around a model name without changing
# which card it is.
_NOISE_WORDS = frozenset({"nvidia", "tesla", "geforce"})
# "32GB", "32 GiB" and "32g" are the same memory size; fold them to one token.
_MEMORY = re.compile(r"(\d+)\s*(?:gib|gb|g)\b")
_MEMORY_TOKEN = re.compile(r"\d+gb")
_PIECES = re.compile(r"[a-z]+|\d+")
# Close enough for a "did you mean" (difflib ratio, 0 to 1).
_SUGGEST_CUTOFF = 0.6


@dataclass(frozen=True)
class GpuSpec:
    """One GPU model of the catalog.

    Attributes:
        name: Canonical catalog name, e.g. "V100-PCIE-32GB".
        memory: Nominal memory in bytes.
        compute_capability: CUDA compute capability as (major, minor).
        architecture: NVIDIA architecture, e.g. "Volta".
        form_factor: "PCIe", "SXM2", "SXM4" or "SXM5".
        aliases: Other names the card goes by, e.g. "Tesla T4".
        usable: Bytes a process can have (NVML's total less the driver's
            reserve, ECC on where the card ships with it); None where unknown.

    Example:
        >>> spec = get_gpu("V100-PCIE-32GB")
        >>> str(spec)
        'V100-PCIE-32GB (32 GiB, compute capability 7.0, Volta)'
        >>> spec.supports_float16, spec.supports_bfloat16
        (True, False)
    """

    name: str
    memory: int
    compute_capability: tuple[int, int]
    architecture: str
    form_factor: str
    aliases: tuple[str, ...] = ()
    usable: int | None = None

    @property
    def capacity(self) -> int:
        """Bytes estimates are compared with: ``usable`` where known, else the nominal memory.

        Example:
            >>> get_gpu("T4").capacity // 2**20, get_gpu("T4").memory // 2**20
            (15109, 16384)
        """
        return self.usable if self.usable is not None else self.memory

    @property
    def memory_gib(self) -> float:
        """Nominal memory in GiB."""
        return self.memory / GiB

    @property
    def supports_float16(self) -> bool:
        """Whether the card has tensor cores, which make ``mixed_float16`` pay off (cc >= 7.0)."""
        return self.compute_capability >= (7, 0)

    @property
    def supports_bfloat16(self) -> bool:
        """Whether the card computes in bfloat16 natively (cc >= 8.0)."""
        return self.compute_capability >= (8, 0)

    def __str__(self) -> str:
        major, minor = self.compute_capability
        return (
            f"{self.name} ({_memory_label(self.memory)}, "
            f"compute capability {major}.{minor}, {self.architecture})"
        )


@dataclass(frozen=True)
class ClusterGpu:
    """One kind of GPU node in a cluster.

    Attributes:
        cluster: Cluster name as the catalog spells it, e.g. "Béluga".
        gpu: The GPU model of these nodes.
        gpus_per_node: How many of those GPUs one node has.

    Example:
        >>> node = cluster_gpus("Mist")[0]
        >>> node.gpu.name, node.gpus_per_node
        ('V100-SXM2-32GB', 4)
    """

    cluster: str
    gpu: GpuSpec
    gpus_per_node: int


class _Entry(NamedTuple):
    """A catalog GPU prepared for name matching."""

    spec: GpuSpec
    order: int
    token_sets: tuple[frozenset[str], ...]  # name first, then aliases
    keys: tuple[str, ...]  # the same names, tokens joined, for difflib


def get_gpu(name: str | GpuSpec) -> GpuSpec:
    """Finds a GPU of the catalog by a forgiving name.

    Case, spaces, dashes, underscores, the words "NVIDIA", "Tesla" and
    "GeForce", and GB against GiB do not matter. A name matches a card when
    each of its parts is part of the card's name or of one of its aliases; an
    exact match wins, and among several partial matches the card with the
    least memory wins (ties go to the first in the catalog). So "a100" is
    the A100-PCIE-40GB and "2080" is the GeForce RTX 2080 Super (8 GiB), not
    the 2080 Ti (11 GiB).

    Args:
        name: A GPU name such as "V100 32GB" or "NVIDIA A100-SXM4-80GB", or a
            :class:`GpuSpec`, returned as it is.

    Returns:
        The catalog entry.

    Raises:
        InvalidArgumentError: if ``name`` is empty or not a string.
        UnknownGpuError: if nothing matches; the message lists the closest names.

    Example:
        >>> get_gpu("v100-32gb").name
        'V100-PCIE-32GB'
        >>> get_gpu("Tesla V100-SXM2-16GB").memory_gib
        16.0
        >>> get_gpu("rtx4090").name
        'GeForce RTX 4090'
    """
    if isinstance(name, GpuSpec):
        return name
    if not isinstance(name, str) or not name.strip():
        raise InvalidArgumentError(
            f"a GPU name must be a non-empty string like 'V100-PCIE-32GB', not {name!r}"
        )
    spec = _find(name)
    if spec is None:
        raise UnknownGpuError(_unknown_message(name))
    return spec


def list_gpus(cluster: str | None = None) -> pd.DataFrame:
    """Lists the GPU catalog, or the GPUs of one cluster, as a table.

    Args:
        cluster: A cluster name from :func:`list_clusters` (case and accents
            do not matter), or None for the whole catalog.

    Returns:
        A DataFrame, one row per GPU, with columns name, memory (nominal,
        bytes), memory_gib, usable (bytes a process can have: estimates are
        compared with it), compute_capability (e.g. "7.0"), architecture,
        form_factor and bfloat16; for a cluster, also gpus_per_node, in the
        order of the cluster file.

    Raises:
        InvalidArgumentError: for an unknown cluster.

    Example:
        >>> list_gpus("Béluga")[["name", "memory_gib", "gpus_per_node"]].values.tolist()
        [['V100-SXM2-16GB', 16.0, 4]]
    """
    import pandas as pd  # Lazily: pandas takes a while to import.

    if cluster is None:
        return pd.DataFrame([_gpu_row(spec) for spec in _catalog()], columns=_TABLE_COLUMNS)
    rows = [
        {**_gpu_row(node.gpu), "gpus_per_node": node.gpus_per_node}
        for node in cluster_gpus(cluster)
    ]
    return pd.DataFrame(rows, columns=[*_TABLE_COLUMNS, "gpus_per_node"])


def list_clusters() -> list[str]:
    """Names the clusters whose GPU nodes are known.

    Returns:
        Cluster names, spelled as in clusters.csv, in that file's order.

    Example:
        >>> list_clusters()
        ['Graham', 'Cedar', 'Béluga', 'Hélios', 'Mist']
    """
    return list(dict.fromkeys(node.cluster for node in _clusters()))


def cluster_gpus(cluster: str) -> list[ClusterGpu]:
    """Lists the kinds of GPU nodes of a cluster.

    Args:
        cluster: A cluster name; case and accents do not matter ("beluga"
            finds "Béluga").

    Returns:
        One :class:`ClusterGpu` per kind of GPU node, in the order of clusters.csv.

    Raises:
        InvalidArgumentError: for an unknown cluster or a name that is not a string.

    Example:
        >>> [(n.gpu.name, n.gpus_per_node) for n in cluster_gpus("graham")]
        [('P100-PCIE-12GB', 2), ('V100-PCIE-16GB', 8), ('T4', 4)]
    """
    known = list_clusters()
    if not isinstance(cluster, str) or not cluster.strip():
        raise InvalidArgumentError(
            f"a cluster name must be a non-empty string, one of {', '.join(known)}; got {cluster!r}"
        )
    key = _cluster_key(cluster)
    nodes = [node for node in _clusters() if _cluster_key(node.cluster) == key]
    if not nodes:
        raise InvalidArgumentError(
            f"unknown cluster {cluster!r}: known clusters are {', '.join(known)}"
        )
    return nodes


def resolve_memory(gpu_or_size: str | int | GpuSpec) -> tuple[int, str]:
    """Reads a GPU or a memory size as a memory budget in bytes.

    Args:
        gpu_or_size: A :class:`GpuSpec`; an ``int`` of bytes; a size string
            that :func:`~kerasmem.units.parse_size` reads ("12GB", "16GiB",
            "512M", "2000000000"); or a GPU name for :func:`get_gpu`.

    Returns:
        The memory in bytes and a label for it: for a GPU its ``capacity``
        (what a process can have, less than the nominal size) and its name;
        for a size, that size in binary units.

    Raises:
        InvalidArgumentError: for a negative or malformed size, a bool or
            another type, or a bare number that is also a GPU name ("3090").
        UnknownGpuError: for a name that is neither a size nor a known GPU.

    Example:
        >>> resolve_memory("12GB")
        (12884901888, '12 GiB')
        >>> resolve_memory("a100")
        (42505076736, 'A100-PCIE-40GB')
    """
    if isinstance(gpu_or_size, GpuSpec):
        return gpu_or_size.capacity, gpu_or_size.name
    if isinstance(gpu_or_size, bool) or not isinstance(gpu_or_size, (int, str)):
        raise InvalidArgumentError(
            "expected a GPU name like 'V100-PCIE-32GB', a size like '16GiB' or an int of bytes, "
            f"not {gpu_or_size!r}"
        )
    if isinstance(gpu_or_size, int):
        size = parse_size(gpu_or_size)
        return size, _memory_label(size)
    text = gpu_or_size.strip()
    if re.match(r"-\s*\d", text):
        raise InvalidArgumentError(f"a memory size cannot be negative: {gpu_or_size!r}")
    try:
        size = parse_size(text)
    except InvalidArgumentError:
        spec = get_gpu(gpu_or_size)
        return spec.capacity, spec.name
    # A bare "3090" is 3090 bytes to parse_size, yet nobody has a GPU that
    # small: refuse to guess rather than pick a reading silently.
    spec = _find(text) if text.isdigit() else None
    if spec is not None:
        raise InvalidArgumentError(
            f"{gpu_or_size!r} is ambiguous: {text} bytes or the {spec.name}? "
            f"write '{text}B' for bytes or the GPU's full name"
        )
    return size, _memory_label(size)


# --- name matching ---------------------------------------------------------


def _tokens(name: str) -> list[str]:
    """Splits a GPU name into comparable parts: "RTX4090" -> ["rtx", "4090"]."""
    text = re.sub(r"[^a-z0-9]+", " ", name.lower())
    text = _MEMORY.sub(r"\1gb", text)
    tokens: list[str] = []
    for word in text.split():
        # Keep "32gb" whole, so a memory size is not confused with a model number.
        tokens.extend([word] if _MEMORY_TOKEN.fullmatch(word) else _PIECES.findall(word))
    return [token for token in tokens if token not in _NOISE_WORDS]


def _find(name: str) -> GpuSpec | None:
    """Applies the matching rules of :func:`get_gpu`; None when nothing matches."""
    query = frozenset(_tokens(name))
    if not query:
        return None
    entries = _entries()
    exact = [e for e in entries if query in e.token_sets]
    partial = [e for e in entries if any(query <= tokens for tokens in e.token_sets)]
    candidates = exact or partial
    if not candidates:
        return None
    return min(candidates, key=lambda e: (e.spec.memory, e.order)).spec


def _unknown_message(name: str) -> str:
    """Words the error for a name that matches no GPU, with the closest names."""
    tokens = _tokens(name)
    if not tokens:
        return f"unknown GPU {name!r}: the name holds no model number {_LIST_HINT}"
    suggestions = _suggest(tokens)
    if not suggestions:
        return f"unknown GPU {name!r}: nothing in the catalog is close {_LIST_HINT}"
    return f"unknown GPU {name!r}: did you mean {', '.join(suggestions)}? {_LIST_HINT}"


def _suggest(tokens: list[str], limit: int = 3) -> list[str]:
    """Up to ``limit`` catalog names closest to a tokenised query, closest first."""
    # A known model asked with a memory size it does not come in ("a100 96gb"):
    # the model's own sizes are the best suggestions.
    model = frozenset(t for t in tokens if not _MEMORY_TOKEN.fullmatch(t))
    if model and len(model) < len(set(tokens)):
        sizes = [e for e in _entries() if any(model <= names for names in e.token_sets)]
        if sizes:
            sizes.sort(key=lambda e: (e.spec.memory, e.order))
            return [e.spec.name for e in sizes][:limit]
    # Scoring against a key's first len(query) characters too lets a short
    # "x100" come close to "a100pcie40gb". Entries sharing that prefix form a
    # family that gets one suggestion, the one get_gpu would pick, so the
    # A100s cannot fill the list.
    query = "".join(tokens)
    scored = []
    for entry in _entries():
        score, family = max(
            (max(_ratio(query, key), _ratio(query, key[: len(query)])), key[: len(query)])
            for key in entry.keys
        )
        if score >= _SUGGEST_CUTOFF:
            scored.append((-score, entry.spec.memory, entry.order, family, entry.spec.name))
    suggestions: dict[str, str] = {}
    for *_, family, name in sorted(scored):
        suggestions.setdefault(family, name)
    return list(suggestions.values())[:limit]


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def _cluster_key(name: str) -> str:
    """Folds case, accents and punctuation: "BÉLUGA" -> "beluga"."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", plain.casefold())


# --- display ---------------------------------------------------------------


def capacity_text(capacity: int, label: str) -> str:
    """A budget from :func:`resolve_memory` in words: "4.61 GiB usable" for a GPU, "12 GiB" for a size.

    Example:
        >>> capacity_text(*resolve_memory("k20")), capacity_text(*resolve_memory("12GB"))
        ('4.61 GiB usable', '12.0 GiB')
    """
    return format_bytes(capacity) + ("" if label[:1].isdigit() else " usable")


def _memory_label(size: int) -> str:
    """'32 GiB' for whole GiB (format_bytes would write '32.0 GiB'), else format_bytes."""
    if size >= GiB and size % GiB == 0:
        return f"{size // GiB} GiB"
    return format_bytes(size)


def _gpu_row(spec: GpuSpec) -> dict[str, object]:
    major, minor = spec.compute_capability
    return {
        "name": spec.name,
        "memory": spec.memory,
        "memory_gib": spec.memory_gib,
        "usable": spec.capacity,
        "compute_capability": f"{major}.{minor}",
        "architecture": spec.architecture,
        "form_factor": spec.form_factor,
        "bfloat16": spec.supports_bfloat16,
    }


# --- loading the CSV files ---------------------------------------------------


@functools.cache
def _catalog() -> tuple[GpuSpec, ...]:
    return _parse_catalog(_read_csv(_DATA_DIR / "gpus.csv", _GPU_COLUMNS))


@functools.cache
def _clusters() -> tuple[ClusterGpu, ...]:
    return _parse_clusters(_read_csv(_DATA_DIR / "clusters.csv", _CLUSTER_COLUMNS), _catalog())


@functools.cache
def _entries() -> tuple[_Entry, ...]:
    entries = []
    for order, spec in enumerate(_catalog()):
        names = (spec.name, *spec.aliases)
        entries.append(
            _Entry(
                spec=spec,
                order=order,
                token_sets=tuple(frozenset(_tokens(n)) for n in names),
                keys=tuple("".join(_tokens(n)) for n in names),
            )
        )
    return tuple(entries)


def _read_csv(path: Path, columns: tuple[str, ...]) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        if tuple(reader.fieldnames or ()) != columns:
            raise RuntimeError(
                f"{path} has columns {reader.fieldnames}, expected {list(columns)}: "
                "the package data is broken"
            )
        return list(reader)


def _parse_catalog(rows: list[dict[str, str]]) -> tuple[GpuSpec, ...]:
    """Builds the catalog from gpus.csv rows; a malformed row is a packaging bug."""
    specs: list[GpuSpec] = []
    owner: dict[frozenset[str], str] = {}  # normalised name -> catalog name
    for row in rows:
        name = row["name"].strip()
        try:
            major, minor = (int(part) for part in row["compute_capability"].split("."))
            memory = round(float(row["memory_gib"]) * GiB)
            usable = int(row["usable_mib"]) * 2**20
        except ValueError as error:
            raise RuntimeError(f"gpus.csv: bad row for {name!r}: {error}") from None
        aliases = tuple(a.strip() for a in row["aliases"].split("|") if a.strip())
        if not name or memory <= 0 or not 0 < usable <= memory:
            raise RuntimeError(f"gpus.csv: bad row {row}")
        # Two GPUs that normalise alike would make exact matches ambiguous.
        for alias in (name, *aliases):
            key = frozenset(_tokens(alias))
            if owner.setdefault(key, name) != name:
                raise RuntimeError(
                    f"gpus.csv: {alias!r} of {name} reads the same as a name of {owner[key]}"
                )
        specs.append(
            GpuSpec(
                name=name,
                memory=memory,
                compute_capability=(major, minor),
                architecture=row["architecture"].strip(),
                form_factor=row["form_factor"].strip(),
                aliases=aliases,
                usable=usable,
            )
        )
    return tuple(specs)


def _parse_clusters(
    rows: list[dict[str, str]], catalog: tuple[GpuSpec, ...]
) -> tuple[ClusterGpu, ...]:
    """Builds the cluster nodes from clusters.csv rows, checking each GPU is in the catalog."""
    by_name = {spec.name: spec for spec in catalog}
    nodes = []
    for row in rows:
        cluster, gpu, count = row["cluster"].strip(), row["gpu"].strip(), row["gpus_per_node"]
        if gpu not in by_name:
            raise RuntimeError(
                f"clusters.csv: cluster {cluster!r} names GPU {gpu!r}, which is not in gpus.csv"
            )
        if not count.strip().isdigit() or int(count) <= 0:
            raise RuntimeError(
                f"clusters.csv: cluster {cluster!r} has gpus_per_node {count!r} for {gpu}"
            )
        nodes.append(ClusterGpu(cluster=cluster, gpu=by_name[gpu], gpus_per_node=int(count)))
    return tuple(nodes)
