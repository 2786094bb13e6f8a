"""Trains each new builder as the benchmark does (measure_peak, 4 steps), one fresh process per (model, batch):
``benchmarks/check_builders.py`` with this set's models.

Usage: check.py [--zoo[=DIR]] [--small|--large] [name ...]   (no names: all six, both batch sizes; --zoo: the
builders from benchmarks/zoo.py, or the zoo.py in DIR)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
from check_builders import main  # noqa: E402

MODELS = {  # name: (optimizer, (smaller, larger)[, loss])
    "squeezenet_v1_1_imagenet_classifier": ("sgd_momentum", (8, 40)),
    "rnnoise_speech_denoiser": ("adam_amsgrad", (36, 180), "binary_crossentropy"),
    "gatedgcn_mnist_superpixel_classifier": ("adamax", (4, 20)),
    "painn_qm9_energy_regressor": ("nadam", (10, 52), "mse"),
    "bf16_afm_frappe_regressor": ("ftrl", (680, 3400), "mse"),
    "ntm_copy_task_lstm_controller": ("rmsprop", (112, 560), "binary_crossentropy"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
