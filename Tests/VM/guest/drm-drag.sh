# The checks aarch64-drm and its x86-64 twin virtio-gpu-800x480 run alike (harness/drm_drag.py is
# their host half): DRM equals render, the control socket, the console after SIGTERM, a tablet drag.
# Only what busybox has: the aarch64 guest has nothing else beside the static panel-picker.
. Tests/VM/guest/display.sh
O=$VM_OUT
SETTLE=1.5
picker_config /tmp/drm.json 800x480

load_display fbcon
wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
echo 0 > /sys/class/graphics/fbcon/cursor_blink
# The console picture before and after must match: no cursor to blink in between.
printf "\033[?25l" > /dev/tty1
render_expected /tmp/drm.json expected.png
host screendump console-before

PICKER_STDIN=/dev/tty1 start_picker drm /tmp/drm.json --backend drm
check_grep drm-display 'display: /dev/dri/card0 Virtual-1 800x480@[0-9]+ CRTC [0-9]+ atomic xrgb8888' "$O/drm.log"
host compare drm-pixels expected.png
# The control socket: it answers, and its screenshot is the frame on the panel.
check socket-ping "$PP" ctl --socket /run/panel-picker/control.sock ping
"$PP" ctl --socket /run/panel-picker/control.sock screenshot "$O/socket-shot.png" > "$O/socket-shot.log" 2>&1
check socket-screenshot-equals-render cmp "$O/socket-shot.png" "$O/expected.png"
stop_picker drm
sleep 0.3
host compare console-restored console-before.ppm

# A drag on the virtio tablet, as run-input drags the usb-tablet: the selection simulate predicts.
load_input
host hook prepare || host check FAIL prepare-hook "$VM_REPLY"
start_picker tablet "$O/picker.json" --backend drm
wait_for 50 grep -q "using /dev/input/event" "$O/tablet.log"
tablet_drag
sleep $SETTLE
stop_picker tablet
host hook check_drag || host check FAIL check-drag-hook "$VM_REPLY"
