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
