import WeatherCore
import Providers
import Dashboard
import Terminal
print(ProviderIdentity.userAgent)
