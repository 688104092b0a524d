. Tests/VM/guest/drm-drag.sh
