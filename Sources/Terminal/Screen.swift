import CNcurses
import Dashboard
