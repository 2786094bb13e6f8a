"""find_max_batch_size: real trials on the simulated GPU, the search's logic, the model left as it was."""

import math

import keras
import numpy as np
import pytest
from keras import layers

from conftest import SIMULATED_GPU
from kerasmem import find_max_batch_size
from kerasmem.batch_search import FITS, OOM, Trial, _data_source, _Search
from kerasmem.errors import InvalidArgumentError


class _Estimate:
    def __init__(self, total, per_sample):
        self.total, self.per_sample = total, per_sample


def _search(need, capacity, estimator, start, resolution=0.0, max_trials=30, known=True):
    """Runs the search against a device whose step needs ``need(batch)`` bytes (``known``: its capacity)."""
    search, trials, candidate = _Search(capacity if known else None, estimator), [], start
    while candidate is not None and len(trials) < max_trials:
        fits = need(candidate) <= capacity
        trial = Trial(candidate, FITS if fits else OOM, need(candidate) if fits else None, 0.0)
        trials.append(trial)
        search.record(trial)
        candidate = search.next(resolution)
    return search, trials


@pytest.mark.parametrize("error", [0.6, 0.9, 1.0, 1.1, 2.5])  # how far the estimate's slope is off
def test_the_search_finds_the_exact_boundary(error):
    capacity = 100 * 2**20
    need = lambda b: 20 * 2**20 + 37_000 * b  # noqa: E731
    truth = (capacity - 20 * 2**20) // 37_000
    estimator = lambda b: _Estimate(20 * 2**20 + int(37_000 * error) * b, int(37_000 * error))  # noqa: E731
    start = (capacity - 20 * 2**20) // int(37_000 * error)
    search, trials = _search(need, capacity, estimator, start)
    assert search.lo == truth and search.hi == truth + 1
    # A line through measured peaks predicts a linear need exactly: few trials, whatever the estimate's error;
    # from an exact estimate, two: the boundary, then one more that runs out of memory. A first guess that
    # runs out of memory is followed by one just below it (the estimate is usually near), which costs a
    # trial more when the estimate is far off.
    assert len(trials) <= (2 if error == 1.0 else 8)
    fits = [t.batch for t in trials if t.outcome == FITS]
    assert max(fits) == truth and all(t.batch > truth for t in trials if t.outcome == OOM)


def test_with_a_resolution_it_aims_under_the_predicted_boundary_then_closes():
    # Two measured peaks on a line predict the boundary at 1000; with 5% resolution the next trial is
    # 2.5% under it, and once that trains, the one that ends the search: 5% above the largest that trained.
    need = lambda b: 1000 * b  # noqa: E731
    search = _Search(1_000_000, None)
    for batch in (200, 400):
        search.record(Trial(batch, FITS, need(batch), 0.0))
    assert search.next(0.05) == 975
    search.record(Trial(975, FITS, need(975), 0.0))
    assert search.next(0.05) == 975 + 48 + 1
    search.record(Trial(1024, OOM, None, 0.0))
    assert search.next(0.05) is None and (search.lo, search.hi) == (975, 1024)
    # Exact (resolution 0): aimed at the boundary itself.
    exact = _Search(1_000_000, None)
    for batch in (200, 400):
        exact.record(Trial(batch, FITS, need(batch), 0.0))
    assert exact.next(0.0) == 1000


def test_a_nearly_flat_line_through_two_close_peaks_is_not_believed():
    # Peaks move by whole allocator chunks: batches 2,000 and 2,100 measured 0.2 MiB apart put the
    # line's boundary past 12,000. Batches 5% apart differ by less than that noise: the estimate's
    # growth (16 KiB a sample, scaled to the measured peak) is used instead, near 4,000.
    MiB, KiB = 2**20, 2**10
    capacity = 100 * MiB
    estimator = lambda b: _Estimate(40 * MiB + 16 * KiB * b, 16 * KiB)  # noqa: E731
    search = _Search(capacity, estimator)
    search.record(Trial(2000, FITS, 80 * MiB, 0.0))
    search.record(Trial(2100, FITS, 80 * MiB + MiB // 5, 0.0))
    headroom = capacity - (80 * MiB + MiB // 5)
    assert 2100 + headroom / (MiB / 5 / 100) > 12_000  # what the line alone says
    scaled = 16 * KiB * (80 * MiB + MiB // 5) / estimator(2100).total
    assert search._predicted() == 2100 + math.floor(headroom / scaled) < 4_100
    # Batches further apart: the line is believed, but never flatter than half the estimate's growth.
    far = _Search(capacity, estimator)
    far.record(Trial(1000, FITS, 80 * MiB, 0.0))
    far.record(Trial(2100, FITS, 80 * MiB + MiB // 5, 0.0))
    assert far._predicted() == 2100 + math.floor(headroom / (0.5 * scaled)) < 4_500
    # A line steeper than that is believed as it is.
    far.record(Trial(2600, FITS, 95 * MiB, 0.0))
    assert far._predicted() == 2600 + math.floor(5 * MiB / ((95 * MiB - (80 * MiB + MiB // 5)) / 500))


def test_an_estimate_that_grows_in_chunks_still_gives_the_growth():
    # The allocator's chunks make an estimate flat from one sample to the next (per_sample 0) and then
    # jump. Its growth is taken from half the batch to the batch: here 1 MiB a sample (128 to 256 MiB).
    MiB = 2**20
    chunked = lambda b: _Estimate(64 * MiB * math.ceil(b / 64), 0)  # noqa: E731
    search = _Search(1000 * MiB, chunked)
    search.record(Trial(256, FITS, 256 * MiB, 0.0))
    assert chunked(256).per_sample == 0 and search._predicted() == 256 + 744


class _Capped:
    """An estimate whose allocator, capped at the memory, places the step up to ``placed`` samples."""

    def __init__(self, placed):
        self.placed, self.asked = placed, []

    def __call__(self, b):
        return _Estimate(2**20 * b, 2**20)

    def places(self, batch, capacity):
        self.asked.append(batch)
        return batch <= self.placed


def test_the_line_is_cut_where_the_capped_allocator_stops_placing_the_step():
    # bn_cnn under 256 MiB: batch 64 trained with 194 MiB at its peak, so a line through it aims past 80;
    # the step runs out of memory from 65 on with bytes free (no region left for one request), where
    # the capped replay stops placing it. After 64, one closing trial (68) ends a 5% search.
    MiB = 2**20
    estimator = _Capped(placed=64)
    search = _Search(256 * MiB, estimator)
    search.record(Trial(64, FITS, 194 * MiB, 0.0))
    assert search._predicted() == 64
    assert search.next(0.05) == 68
    unlimited = _Search(256 * MiB, lambda b: _Estimate(2**20 * b, 2**20))
    unlimited.record(Trial(64, FITS, 194 * MiB, 0.0))
    assert unlimited._predicted() == 64 + math.floor(62 * MiB / (194 * MiB / 64)) == 84  # the line alone


def test_the_capped_allocator_is_dropped_once_a_batch_it_refuses_trains():
    MiB = 2**20
    estimator = _Capped(placed=64)
    search = _Search(256 * MiB, estimator)
    search.record(Trial(70, FITS, 200 * MiB, 0.0))  # refused by the replay, trained: the replay is off here
    assert search.places is None and search._predicted() == 70 + math.floor(56 * MiB / (200 * MiB / 70))


def test_after_the_capped_allocator_is_refuted_the_search_closes_one_step_above():
    # mlp_4096 under 1 GiB: 11,828 trained although the capped replay refused it (a few percent
    # pessimistic), and 11,912 ran out; a line through peaks at the cap pointed at 14,231. The next
    # trial is the closing one, 5% above: it runs out of memory and ends the search.
    MiB = 2**20
    search = _Search(1024 * MiB, _Capped(placed=11_300))
    search.record(Trial(11_264, FITS, 876 * MiB, 0.0))
    search.record(Trial(11_828, FITS, 892 * MiB, 0.0))
    assert search.places is None and search.next(0.05) == 11_828 + math.floor(0.05 * 11_828) + 1
    search.record(Trial(12_420, OOM, None, 0.0))
    assert search.next(0.05) is None


def test_peaks_at_the_cap_that_stop_rising_defer_to_the_capped_allocator():
    # conv_autoencoder under 256 MiB: 103 and 110 trained at 237 and 236 MiB (TensorFlow waits for
    # memory rather than fail), so a line through them says little; the capped replay places up to 128.
    MiB = 2**20
    search = _Search(256 * MiB, _Capped(placed=128))
    search.record(Trial(103, FITS, 237 * MiB, 0.0))
    search.record(Trial(110, FITS, 236 * MiB, 0.0))
    assert search._predicted() == 128 and search.next(0.05) == 124  # half a resolution under it
    # Rising, but by 1% for 9% more samples (the benchmark's next run: 234 and 236 MiB at 103 and 112).
    rising = _Search(256 * MiB, _Capped(placed=128))
    rising.record(Trial(103, FITS, 234 * MiB, 0.0))
    rising.record(Trial(112, FITS, 236 * MiB, 0.0))
    assert rising._predicted() == 128
    # Placing far more than a line would say, the capped replay still decides at the cap ...
    far = _Search(256 * MiB, _Capped(placed=400))
    far.record(Trial(103, FITS, 237 * MiB, 0.0))
    far.record(Trial(110, FITS, 236 * MiB, 0.0))
    assert far._predicted() == 400
    # ... but not under it: peaks as flat at 150 MiB give the line (the estimate's growth, scaled).
    low = _Search(256 * MiB, _Capped(placed=400))
    low.record(Trial(103, FITS, 150 * MiB, 0.0))
    low.record(Trial(110, FITS, 150 * MiB, 0.0))
    assert low._predicted() == 110 + math.floor(106 * MiB / (MiB * 150 * MiB / (110 * MiB)))


def test_one_peak_at_the_cap_defers_to_the_capped_allocator():
    # mnist_cnn under 1 GiB: the first trial, 10% under the estimate's 3,427, trained at 1,008 MiB; a
    # line through that peak says the boundary is there, and the search crept up 5% a trial (3,239,
    # 3,401, 3,572, then 3,751 ran out). The capped replay places up to 3,427: aim half a resolution under it.
    MiB = 2**20
    search = _Search(1024 * MiB, _Capped(placed=3_427))
    search.record(Trial(3_084, FITS, 1_008 * MiB, 0.0))
    assert search._predicted() == 3_427 and search.next(0.05) == math.floor(3_427 * 0.975) == 3_341
    # Under the cap, one peak still gives the line (the estimate's growth, scaled to the peak).
    low = _Search(1024 * MiB, _Capped(placed=5_000))
    low.record(Trial(3_084, FITS, 800 * MiB, 0.0))
    assert low._predicted() == 3_084 + math.floor(224 * MiB / (MiB * 800 * MiB / (3_084 * MiB)))


def test_resolution_stops_early_and_without_an_estimate_it_doubles_then_bisects():
    need = lambda b: 1000 * b  # noqa: E731
    search, trials = _search(need, 1_000_000, None, 32, known=False)
    assert [t.batch for t in trials[:6]] == [32, 64, 128, 256, 512, 1024]
    assert search.lo == 1000 and search.hi == 1001
    # Knowing the capacity, a line through two measured peaks finds it, growing at most 4-fold a trial.
    assert [t.batch for t in _search(need, 1_000_000, None, 32)[1]] == [32, 64, 256, 1000, 1001]
    coarse, few = _search(need, 1_000_000, None, 32, resolution=0.05, known=False)
    assert coarse.hi - 1 - coarse.lo <= 0.05 * coarse.lo and len(few) < len(trials)


def test_not_even_one_sample_fits():
    search, trials = _search(lambda b: 10**9, 10**6, None, 8)
    # Capacity known: each trial 0.7 of the last, down to 1.
    assert search.lo == 0 and search.hi == 1 and [t.batch for t in trials] == [8, 5, 3, 2, 1]


def test_synthetic_trial_data_are_host_arrays():
    # As measure_peak's: made on the simulated GPU they would sit in its capped allocator before the
    # step and move its boundary (two_inputs under 256 MiB: 440 ran out with device tensors, 470 trained).
    image, vector = keras.Input((6, 6, 3)), keras.Input((4,))
    model = keras.Model([image, vector], layers.Dense(2)(layers.Concatenate()([layers.Flatten()(image), vector])))
    model.compile("adam", "sparse_categorical_crossentropy")
    (x_image, x_vector), y = _data_source(model, None, None, None)(5)
    assert all(isinstance(a, np.ndarray) for a in (x_image, x_vector, y))
    assert x_image.shape == (5, 6, 6, 3) and x_vector.shape == (5, 4) and y.shape[0] == 5


def test_refuses_a_device_that_nothing_caps():
    # This test process runs TensorFlow's default CPU configuration: no cap, nothing would run out of memory.
    model = keras.Sequential([keras.Input((8,)), layers.Dense(4)])
    with pytest.raises(InvalidArgumentError, match="nothing caps the memory of CPU:0"):
        find_max_batch_size(model)


@pytest.mark.parametrize("kwargs, message", [({"margin": 1.0}, "margin"), ({"steps": 0}, "steps"),
                                             ({"resolution": -0.1}, "resolution"), ({"max_trials": 0}, "max_trials")])
def test_bad_arguments(kwargs, message):
    model = keras.Sequential([keras.Input((8,)), layers.Dense(4)])
    with pytest.raises(InvalidArgumentError, match=message):
        find_max_batch_size(model, memory="1GiB", **kwargs)


def test_real_trials_under_a_cap_leave_the_model_as_it_was(run_python):
    result = run_python(
        """
        import json, numpy as np, keras, tensorflow as tf
        from keras import layers
        from kerasmem import find_max_batch_size
        model = keras.Sequential([keras.Input((256,)), layers.Dense(512, activation="relu"), layers.Dense(10)], name="mlp")
        model.compile("adam", "sparse_categorical_crossentropy")
        before = [w.copy() for w in model.get_weights()]
        search = find_max_batch_size(model, resolution=0.1, margin=0.1, verbose=False, method="seed")
        same = all(np.array_equal(a, b) for a, b in zip(before, model.get_weights()))
        iterations = int(model.optimizer.iterations.numpy())
        # Training goes on in this process after the trials that ran out of memory.
        history = model.fit(np.zeros((64, 256)), np.zeros(64), batch_size=32, epochs=1, verbose=0)
        # Given data, fewer samples than the batch: cycled; a dataset, batched or not.
        x, y = np.ones((10, 256), "float32"), np.ones((10,), "int32")
        given = find_max_batch_size(model, x, y, start=64, max_trials=1, verbose=False)
        unbatched = tf.data.Dataset.from_tensor_slices((x, y))
        drawn = [find_max_batch_size(model, d, start=48, max_trials=1, verbose=False).trials[0].peak
                 for d in (unbatched, unbatched.batch(4))]
        table = search.table
        print(json.dumps({"search": search.to_dict(), "same": same, "iterations": iterations,
                          "trained": len(history.history["loss"]), "columns": list(table.columns),
                          "text": str(search), "given": given.to_dict(), "drawn": drawn}))
        """,
        env={**SIMULATED_GPU, "TF_CPU_BFC_MEM_LIMIT_IN_MB": "64"},
    )
    search = result["search"]
    trials = search["trials"]
    assert result["same"] and result["iterations"] == 0 and result["trained"] == 1
    assert search["memory_bytes"] == 64 * 2**20 and search["device"] == "CPU:0"
    assert search["start"] == trials[0]["batch"] and "the estimate's largest batch for 64.0 MiB" in search["start_reason"]
    assert search["start_reason"].endswith(", less 10%")
    fits = [t["batch"] for t in trials if t["outcome"] == "fits"]
    ooms = [t["batch"] for t in trials if t["outcome"] == "out of memory"]
    assert fits and ooms, trials  # a bracket: something trained, something ran out of memory
    assert search["largest"] == max(fits) and search["smallest_oom"] == min(ooms) > search["largest"]
    assert search["complete"] and search["smallest_oom"] - 1 - search["largest"] <= 0.1 * search["largest"]
    assert search["batch_size"] == math.floor(search["largest"] * 0.9)
    assert all(0 < t["peak"] <= 64 * 2**20 for t in trials if t["outcome"] == "fits")
    assert all(t["peak"] is None for t in trials if t["outcome"] == "out of memory")
    assert result["columns"] == ["batch", "outcome", "peak", "seconds"]
    assert f"Largest batch that trains on CPU:0 of 64.0 MiB: {search['largest']:,}" in result["text"]
    given = result["given"]
    assert given["trials"][0]["batch"] == 64 and given["trials"][0]["outcome"] == "fits"
    assert not given["complete"] and given["largest"] == 64
    assert all(p and p > 0 for p in result["drawn"])


def test_a_step_that_ran_out_of_memory_leaves_nothing_allocated(run_python):
    # TensorFlow keeps tensors of a failed first call of the train function until the function is
    # rebuilt (release_failed_step): without it, 20-70 MiB stay in use and later trials run out early.
    result = run_python(
        """
        import json, numpy as np, keras, tensorflow as tf
        from keras import layers
        from kerasmem.trials import _step_peaks
        x = inputs = keras.Input((64, 64, 3))
        for filters in (32, 64):
            x = layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
            x = layers.BatchNormalization()(x)
            x = layers.MaxPooling2D()(layers.ReLU()(x))
        model = keras.Model(inputs, layers.Dense(10)(layers.GlobalAveragePooling2D()(x)))
        model.compile("adam", "sparse_categorical_crossentropy")
        model.optimizer.build(model.trainable_variables)
        current = lambda: tf.config.experimental.get_memory_info("CPU:0")["current"]
        before = current()
        try:
            _step_peaks(model, np.zeros((150, 64, 64, 3), "float32"), np.zeros(150, "int32"), 1, "CPU:0")
            outcome = "fits"
        except tf.errors.ResourceExhaustedError:
            outcome = "out of memory"
        after = current()
        peak = max(_step_peaks(model, np.zeros((8, 64, 64, 3), "float32"), np.zeros(8, "int32"), 1, "CPU:0")[0])
        print(json.dumps({"outcome": outcome, "before": before, "after": after, "peak": peak}))
        """,
        env={**SIMULATED_GPU, "TF_CPU_BFC_MEM_LIMIT_IN_MB": "96"},
    )
    assert result["outcome"] == "out of memory"
    assert result["after"] - result["before"] < 2**20, result  # back to the weights and slots
    assert 0 < result["peak"] <= 96 * 2**20  # and training goes on
