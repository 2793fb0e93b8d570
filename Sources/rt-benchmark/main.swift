import Raster
print("benchmark")
