import keras
from keras import layers
from kerasmem import estimate_memory

def build(nested):
    convs = [layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(), layers.Conv2D(32, 3, activation="relu"),
             layers.GlobalAveragePooling2D(), layers.Dense(32)]
    if nested:
        tower = keras.Sequential([keras.Input((32, 32, 1)), *convs])
        embed = tower
    else:
        def embed(x):
            for layer in convs:
                x = layer(x)
            return x
    a, b = keras.Input((32, 32, 1)), keras.Input((32, 32, 1))
    distance = layers.Lambda(lambda pair: keras.ops.abs(pair[0] - pair[1]))([embed(a), embed(b)])
    return keras.Model([a, b], layers.Dense(1, activation="sigmoid")(distance))

for batch in (16, 64):
    for device in ("cpu", "gpu"):
        e = [estimate_memory(build(n), batch, device=device, optimizer="adam") for n in (False, True)]
        print(batch, device, [x.total for x in e], {k: (e[0].breakdown[k], e[1].breakdown[k]) for k in e[0].breakdown if e[0].breakdown[k] != e[1].breakdown[k]})
