. Tests/VM/guest/display.sh
picker_config /tmp/atomic.json 1024x768 '{"api": "atomic"}'
picker_config /tmp/rgb565.json 1024x768 '{"format": "rgb565"}'

load_display
render_expected /tmp/atomic.json expected.png
before=$(crtc_fb virtio_gpu)
expect_failure format-not-supported 3 'card0: pixel format rgb565 is not supported by the output \(it offers XR24' /tmp/rgb565.json --backend drm

start_picker atomic /tmp/atomic.json
check_grep atomic-api 'display: /dev/dri/card0 Virtual-1 1024x768@[0-9]+ CRTC [0-9]+ atomic' "$VM_OUT/atomic.log"
host compare atomic-pixels expected.png
stop_picker atomic INT
check_grep sigint-logged 'SIGINT: display restored' "$VM_OUT/atomic.log"
check_crtc_restored atomic virtio_gpu "$before"
