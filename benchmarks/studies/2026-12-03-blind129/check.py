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
    "danq_deepsea_chromatin_predictor": ("sgd", (8, 40), "binary_crossentropy"),
    "sincnet_timit_speaker_classifier": ("rmsprop", (16, 96)),
    "masknet_parallel_criteo_ctr": ("ftrl", (2048, 8192), "binary_crossentropy"),
    "bf16_pna_zinc_graph_regressor": ("adam_amsgrad", (8, 40), "mse"),
    "bidaf_squad_reading_comprehension": ("adadelta", (12, 60)),
    "poolformer_s12_classifier": ("lion", (6, 28)),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
