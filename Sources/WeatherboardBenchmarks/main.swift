import WeatherCore
print("benchmarks")
