# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root.
. Tests/VM/guest/display.sh
. Tests/VM/guest/service.sh
PP=/usr/local/bin/panel-picker

modprobe cirrusfb mode_option=800x600-16@60
wait_for 50 test -e /dev/fb0
check no-drm-device sh -c '! ls /dev/dri/card* 2>/dev/null'

# docs/service.md, step by step, with nothing said about the panel: install finds it.
check install-picks-fbdev sh -c "scripts/install --binary '$VM_BIN/panel-picker' | grep -q 'panel: fbdev'"
check fb0-device-unit wait_for 50 systemctl is-active --quiet dev-fb0.device
check enable-now systemctl enable --now panel-picker.socket panel-picker.service
check_running started-ready
journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal.txt"
check_grep draws-through-fbdev 'display: /dev/fb0 CL' "$VM_OUT/journal.txt"
check ctl-root sh -c "test \"\$('$PP' ctl ping)\" = pong"
check_kd console-graphics-while-running /dev/tty1 1

check stop systemctl stop panel-picker.service
check_kd console-text-after-stop /dev/tty1 0
