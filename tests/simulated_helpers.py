"""Functions that tests run in a simulated-GPU process: importable by name, as run_simulated needs."""


def describe_device():
    import os

    from kerasmem.probes import tf_allocator

    device = tf_allocator.default_device()
    return {"device": device, "allocator": tf_allocator.allocator_name(device),
            "capacity": tf_allocator.capacity(device), "visible": os.environ.get("CUDA_VISIBLE_DEVICES")}


def fail_with(error):
    raise error


def build_too_big():
    import keras
    from keras import layers

    keras.Sequential([keras.Input((784,)), layers.Dense(2048), layers.Dense(2048)])


def fits_after_a_freed_region():
    """Whether 40 MiB fits under a 64 MiB cap after 20 MiB was taken and freed (a region's worth of it).

    Growing, the allocator holds a 2 MiB region and a 32 MiB one by then, and 30 MiB is all it may
    still take: out of memory. In one region (no memory growth) the 40 MiB fits.
    """
    import keras  # noqa: F401 - as a training script starts: Keras imports TensorFlow
    import tensorflow as tf

    mib = 2**20
    small = tf.constant([1.0])
    taken = tf.raw_ops.Empty(shape=[20 * mib], dtype=tf.uint8, init=False)
    del taken
    try:
        tf.raw_ops.Empty(shape=[40 * mib], dtype=tf.uint8, init=False)
    except tf.errors.ResourceExhaustedError:
        return False
    return bool(small.shape)


def search_start():
    """The allocator's name, find_max_batch_size's first trial, and the estimate's largest batch both ways."""
    from kerasmem import find_max_batch_size, max_batch_size
    from kerasmem.models import mnist_cnn
    from kerasmem.probes import tf_allocator

    model = mnist_cnn()
    model.compile("adam", "sparse_categorical_crossentropy")
    cap = tf_allocator.simulated_limit()
    search = find_max_batch_size(model, max_trials=1, verbose=False)
    return {"allocator": tf_allocator.allocator_name("CPU:0"), "start": search.start,
            "one_region": int(max_batch_size(model, cap, device="cpu", memory_growth=False)),
            "growing": int(max_batch_size(model, cap, device="cpu"))}
