import importlib.util
import os

# Plymouth's splash handing the panel to the normal unit, panel-picker.service (docs/service.md): the
# kiosk's image, Plymouth's spinfinity theme and `splash` on the command line, the machine and the film
# of systemd-plymouth (whose watch checks that no black frame, nor the console, comes between the
# first splash frame and the picker's, equal to `render` of the installed config).
_spec = importlib.util.spec_from_file_location("scenario_systemd_plymouth_film",
                                               os.path.join(os.path.dirname(__file__), "systemd-plymouth.py"))
_film = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_film)

MACHINE = _film.MACHINE
watch = _film.watch
hook_frames = _film.hook_frames
