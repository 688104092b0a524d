load_display
check card-present ls /dev/dri/card0
check modetest modetest -M bochs-drm -c
host screendump smoke
