"""Host probes: what the CPU estimates read from the machine."""

import pytest

from kerasmem.probes import host


def test_the_l3_cache_is_read_from_sysfs(tmp_path):
    for name, level, size in (("index0", "1", "48K"), ("index2", "2", "2048K"), ("index3", "3", "36608K")):
        (tmp_path / name).mkdir()
        (tmp_path / name / "level").write_text(level + "\n")
        (tmp_path / name / "size").write_text(size + "\n")
    assert host._l3_from(str(tmp_path)) == 36_608 * 2**10
    (tmp_path / "index3" / "size").write_text("1M\n")
    assert host._l3_from(str(tmp_path)) == 2**20
    # No level-3 cache (or no sysfs): the caller falls back on TensorFlow's 2-D working set.
    (tmp_path / "index3" / "level").write_text("4\n")
    assert host._l3_from(str(tmp_path)) is None
    assert host._l3_from(str(tmp_path / "missing")) is None


# Captured at import, before conftest's autouse fixture replaces it for the estimator tests.
REAL_L3 = host.l3_cache_bytes.__wrapped__


def _fake_cpu(vendor: str, max_extended: int = 0x80000022, l3_edx: int = 0x08009140):
    ebx, edx, ecx = (int.from_bytes(vendor.encode()[i:i + 4], "little") for i in (0, 4, 8))
    leaves = {0: (16, ebx, ecx, edx), 0x80000000: (max_extended, 0, 0, 0), 0x80000006: (0, 0, 0x02006140, l3_edx)}
    return lambda leaf, subleaf=0: leaves.get(leaf, (0, 0, 0, 0))


def test_on_amd_the_l3_is_eigens_cpuid_figure_not_linuxs(monkeypatch):
    # An AMD EPYC seen here: CPUID 0x80000006 EDX 0x08009140 says 512 x 512 KiB (the package's L3)
    # where Linux says 32 MiB; TensorFlow's Conv3D gradients follow Eigen's figure (conv3d_video's
    # truth on that machine has no column buffer at all).
    monkeypatch.setattr(host, "_l3_from", lambda cache_dir: 32 * 2**20)
    monkeypatch.setattr(host, "_cpuid", _fake_cpu("AuthenticAMD"))
    assert REAL_L3() == 256 * 2**20
    monkeypatch.setattr(host, "_cpuid", _fake_cpu("AuthenticAMD", max_extended=0x80000004))
    assert REAL_L3() == 32 * 2**20  # no leaf 0x80000006: Linux's figure
    # Intel: Eigen reads the deterministic cache parameters, which Linux reports as well.
    monkeypatch.setattr(host, "_cpuid", _fake_cpu("GenuineIntel"))
    assert REAL_L3() == 32 * 2**20
    monkeypatch.setattr(host, "_cpuid", lambda leaf, subleaf=0: None)  # no CPUID (not x86-64)
    assert REAL_L3() == 32 * 2**20
    monkeypatch.setattr(host, "_l3_from", lambda cache_dir: None)
    assert REAL_L3() == 30 * 2**20


def test_the_real_cpuid_names_the_vendor_linux_names():
    registers = host._cpuid(0)
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            vendor = next((line.split(":", 1)[1].strip() for line in info if line.startswith("vendor_id")), None)
    except OSError:
        vendor = None
    if registers is None or vendor is None:
        pytest.skip("no x86-64 CPUID or no /proc/cpuinfo here")
    assert host._vendor(registers) == vendor
    assert host.cpu_model()  # the model name the truth files record
