. Tests/VM/guest/display.sh
picker_config /tmp/rot270.json 720x1280 '{"rotation": 270, "api": "legacy"}'

load_display
render_expected /tmp/rot270.json rot270.png
before=$(crtc_fb virtio_gpu)

start_picker rot270 /tmp/rot270.json --backend drm
check_grep rot270-display 'display: /dev/dri/card0 Virtual-1 1280x720@[0-9]+ CRTC [0-9]+ legacy xrgb8888 rotation 270' "$VM_OUT/rot270.log"
host compare rot270-pixels rot270.png 270
stop_picker rot270
check_crtc_restored rot270 virtio_gpu "$before"
