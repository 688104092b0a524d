. Tests/VM/guest/display.sh
picker_config /tmp/atomic.json 1024x768 '{"api": "atomic"}'
picker_config /tmp/legacy.json 1024x768 '{"api": "legacy"}'

expect_failure no-drm-device 3 'no DRM device: /dev/dri has no card' /tmp/atomic.json --backend drm

load_display
render_expected /tmp/atomic.json expected.png
before=$(crtc_fb bochs-drm)

PP_WRAP="setpriv --reuid=65534 --regid=65534 --clear-groups" \
  expect_failure permission-denied 3 '/dev/dri/card0: permission denied' /tmp/atomic.json --backend drm

start_picker atomic /tmp/atomic.json --backend drm
check_grep atomic-api 'display: /dev/dri/card0 Virtual-1 1024x768@[0-9]+ CRTC [0-9]+ atomic' "$VM_OUT/atomic.log"
host compare atomic-pixels expected.png
# The control socket on DRM: a screenshot is the frame on the panel, pixel for pixel (PNGs from one encoder).
"$PP" ctl --socket /run/panel-picker/control.sock screenshot "$VM_OUT/socket-shot.png" > "$VM_OUT/socket-shot.log" 2>&1
check socket-screenshot-equals-render cmp "$VM_OUT/socket-shot.png" "$VM_OUT/expected.png"
expect_failure second-instance 3 '/dev/dri/card0: another process is DRM master' /tmp/atomic.json --backend drm
stop_picker atomic
check_crtc_restored atomic bochs-drm "$before"

start_picker legacy /tmp/legacy.json --backend drm
check_grep legacy-api 'display: .* legacy xrgb8888' "$VM_OUT/legacy.log"
host compare legacy-pixels expected.png
stop_picker legacy
check_crtc_restored legacy bochs-drm "$before"
