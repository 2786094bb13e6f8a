"""Host probes: what the CPU estimates read from the machine."""

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
