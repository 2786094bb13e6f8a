"""TensorFlow's BFC allocator reduced to its chunk arithmetic: what bytes_in_use counts."""

import pytest

from kerasmem.estimate.bfc import BFC, FIRST_REGION, MAX_INTERNAL_FRAGMENTATION, RegionsExhausted, rounded

MiB = 2**20


def test_requests_are_rounded_to_256_bytes():
    assert [rounded(n) for n in (1, 256, 257, 1000)] == [256, 256, 512, 1024]


def test_a_chunk_under_twice_the_request_is_handed_out_whole():
    bfc = BFC()
    bfc.alloc(1_200_000)  # the first region (2 MiB) is not split: 2 MiB < 2 x 1,200,128
    assert bfc.regions == [FIRST_REGION] and bfc.in_use == FIRST_REGION
    small = BFC()
    small.alloc(MiB // 4)  # split: the rest of the 2 MiB region stays free
    assert small.in_use == MiB // 4


def test_regions_double_with_growth_and_fit_a_large_request():
    bfc = BFC()
    bfc.alloc(MiB)  # 2 MiB region, split
    bfc.alloc(1536 * 1024)  # no room left: a 4 MiB region
    assert bfc.regions == [2 * MiB, 4 * MiB]
    bfc.alloc(20 * MiB)  # the next region (8 MiB) is doubled until the request fits: 32 MiB
    assert bfc.regions == [2 * MiB, 4 * MiB, 32 * MiB]


def test_growing_to_a_size_makes_free_regions_until_the_next_would_be_that_large():
    bfc = BFC()
    bfc.grow_to(32 * MiB)
    assert bfc.regions == [2 * MiB, 4 * MiB, 8 * MiB, 16 * MiB] and bfc.in_use == 0
    # An 18 MiB request now takes a region of 32 MiB, not grown for it: the next is 64 (from the
    # first region alone it would have grown 16 to 32, and the next would be 32 again).
    bfc.alloc(18 * MiB)
    bfc.alloc(18 * MiB)
    assert bfc.regions[4:] == [32 * MiB, 64 * MiB] and bfc.in_use == 32 * MiB + 18 * MiB
    fresh = BFC()
    fresh.alloc(18 * MiB)
    fresh.alloc(18 * MiB)
    assert fresh.regions == [32 * MiB, 32 * MiB] and fresh.in_use == 64 * MiB
    # A free chunk that already holds a region's worth: a request would not make one, nor does growing.
    roomy = BFC()
    roomy.free(roomy.alloc(100 * MiB))  # a 128 MiB region, grown for the request: the next is 128 too
    roomy.grow_to(256 * MiB)
    assert roomy.regions == [128 * MiB]


def test_freed_neighbours_merge_and_a_larger_request_reuses_them():
    bfc = BFC()
    a, b = bfc.alloc(MiB // 2), bfc.alloc(MiB // 2)
    bfc.free(a)
    bfc.free(b)
    assert bfc.in_use == 0
    bfc.alloc(MiB + MiB // 2)  # fits the merged free space of the first region: no new region
    assert bfc.regions == [2 * MiB] and bfc.peak == bfc.in_use == 2 * MiB


def test_without_growth_one_region_holds_everything_and_large_rests_are_split():
    bfc = BFC(first_region=1024 * MiB)
    bfc.alloc(300 * MiB)  # the rest (724 MiB) is at least 128 MiB: split although under twice
    assert bfc.regions == [1024 * MiB] and bfc.in_use == 300 * MiB
    assert MAX_INTERNAL_FRAGMENTATION == 128 * MiB


def test_a_copy_replays_independently():
    bfc = BFC()
    bfc.alloc(MiB)
    other = bfc.copy()
    other.alloc(MiB // 2)
    assert bfc.in_use == MiB and other.in_use == MiB + MiB // 2


def test_under_a_limit_the_last_region_is_what_is_left_and_a_request_can_fail_with_bytes_free():
    bfc = BFC(limit=4 * MiB)
    first = bfc.alloc(1536 * 1024)  # the 2 MiB region, whole (not twice the request)
    bfc.alloc(1536 * 1024)  # the next region would be 4 MiB: the limit leaves 2 MiB
    assert bfc.regions == [2 * MiB, 2 * MiB]
    bfc.free(first)
    with pytest.raises(RegionsExhausted):
        bfc.alloc(3 * MiB)  # 2 MiB free, but in one region of 2 MiB, and no room for another
    assert bfc.alloc(2 * MiB) == first  # what does fit a free chunk is placed
    unlimited = BFC()
    unlimited.alloc(1536 * 1024)
    unlimited.alloc(1536 * 1024)
    assert unlimited.regions == [2 * MiB, 4 * MiB]
