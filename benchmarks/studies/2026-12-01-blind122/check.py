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
    "shufflenet_v2_classifier": ("sgd_momentum", (8, 64)),
    "esim_nli_classifier": ("adam_global_clipnorm", (16, 128)),
    "gin_graph_classifier": ("adam", (32, 256)),
    "voxnet_occupancy_classifier": ("sgd", (32, 256)),
    "f16_made_binarized_mnist": ("nadam", (64, 512)),
    "bf16_sasrec_next_item_recommender": ("adam_amsgrad", (16, 128)),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
