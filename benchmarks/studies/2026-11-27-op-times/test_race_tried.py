import keras
import pytest
from keras import layers

from kerasmem.estimate import race


def _conv(layer, input_shape):
    model = keras.Sequential([keras.Input(input_shape), layer])
    return race.filter_work(layer, (None, *model.output_shape[1:]), (None, *input_shape), True)


def test_a_convolutions_work_is_its_forward_flops_a_sample():
    work = _conv(layers.Conv2D(16, 3, padding="same"), (32, 32, 8))
    assert (work.positions, work.filters) == (32 * 32, 16)
    assert work.flops == 2 * 32 * 32 * 9 * 8 * 16
    grouped = _conv(layers.Conv1D(16, 5, groups=4), (100, 8))
    assert grouped.flops == 2 * 96 * 5 * 8 * 16 / 4
    first = _conv(layers.Conv2D(16, 3, data_format="channels_first"), (8, 32, 32))
    assert (first.positions, first.filters) == (30 * 30, 16)


def test_only_plain_convolutions_have_a_work():
    assert _conv(layers.Conv2DTranspose(4, 3), (8, 8, 2)) is None
    assert race.filter_work(layers.Dense(4), (None, 4), (None, 8), True) is None
    assert race.filter_work(layers.Conv2D(4, 3), (None, None, 8, 4), (None, None, 10, 2), True) is None


@pytest.mark.parametrize("filters", [12, 64, 160])
def test_the_filter_gradient_lags_from_a_batch_later_the_longer_the_layers_between(filters):
    work = race.FilterWork(2 * 1024 * 9 * 32 * filters, 1024, filters, True)
    alone = race.lag_from(work, 0.0)
    assert 1 <= alone < race.lag_from(work, race.layer_ms(4 * 2**20, False)) < race.lag_from(
        work, race.layer_ms(4 * 2**20, True))
    # Without an input gradient beside it, it outlasts less: earlier.
    assert race.lag_from(race.FilterWork(work.flops, 1024, filters, False), 0.0) == 1
    # More filters for the same positions: its product parallelizes better, it lags only later.
    assert race.lag_from(race.FilterWork(work.flops, 1024, 2 * filters, True), 0.0) > alone


def test_the_ratio_follows_the_traces():
    # resnet_strided b16's conv2d_8 (1024 positions into 160 filters): the filter gradient 0.35-0.44 of
    # the input gradient's time; pixel_shuffle_sr b8's conv2d_35 (18,432 into 12): 3.1-3.3 times.
    assert race.lag_from(race.FilterWork(1.0, 1024 // 16, 160, True), 0.0) > 16
    assert race.lag_from(race.FilterWork(1.0, 18_432 // 8, 12, True), 0.0) <= 8
