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
    "bpnet_chip_nexus_profile_model": ("adam_global_clipnorm", (20, 104), "categorical_crossentropy"),
    "bf16_gru4rec_session_recommender": ("adagrad", (18, 90)),
    "particlenet_jet_tagger": ("adamw", (6, 32), "categorical_crossentropy"),
    "tabtransformer_adult_income_classifier": ("adamw_ema", (1024, 4096), "binary_crossentropy"),
    "musicnn_big_msd_tagger": ("rmsprop_centered", (1, 6), "binary_crossentropy"),
    "tsmixer_electricity_forecaster": ("adam", (6, 36), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
