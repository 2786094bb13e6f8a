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
    "stn_cluttered_mnist_classifier": ("sgd", (470, 2350)),
    "res8_speech_commands_keyword_spotter": ("sgd_nesterov", (88, 440)),
    "graphormer_slim_zinc_regressor": ("adam_global_clipnorm", (32, 160), "mae"),
    "hnn_two_body_hamiltonian_field": ("adam", (20000, 100000), "mse"),
    "bf16_esmm_ctr_cvr_multitask": ("adagrad", (3000, 15000), "binary_crossentropy"),
    "s4d_sequential_cifar_classifier": ("adamw", (4, 18)),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
