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
    "enet_camvid_segmenter": ("adamw", (1, 8)),
    "las_attention_speech_recognizer": ("adadelta", (4, 32)),
    "diffpool_graph_classifier": ("adamax", (32, 256)),
    "samplecnn_music_genre_classifier": ("sgd_nesterov", (1, 8)),
    "bf16_autoint_self_attentive_ctr": ("ftrl", (256, 2048)),
    "cyclegan_resnet_generator": ("adamw_ema", (1, 8), "mse"),
}

if __name__ == "__main__":
    main(MODELS, HERE, sys.argv[1:])
