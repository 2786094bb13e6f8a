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
    "pointnet2_ssg_classifier": ("lion", (1, 8)),
    "ecapa_tdnn_speaker_classifier": ("adamw", (4, 32)),
    "node_oblivious_trees_regressor": ("adafactor", (32, 256), "mse"),
    "wgan_gp_resnet_critic": ("rmsprop", (8, 64), "mse"),
    "stacked_hourglass_pose": ("sgd_nesterov", (4, 32), "mse"),
    "f16_lstnet_skip_gru_forecaster": ("adagrad", (32, 256), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
