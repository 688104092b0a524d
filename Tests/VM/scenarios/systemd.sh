# Runs as the vm-scenario unit under systemd (guest/systemd-root.sh), as root, at each boot.
. Tests/VM/guest/display.sh
. Tests/VM/guest/service.sh
PP=/usr/local/bin/panel-picker
CONFIG=/etc/panel-picker/config.json
# The panel's DRM driver, as modetest names it (aarch64-systemd.sh runs these steps on virtio-gpu).
DRM_DRIVER=${DRM_DRIVER:-bochs-drm}

if [ "$VM_BOOT" = 1 ]; then
  wait_for 100 test -e /dev/dri/card0
  wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
  console_fb=$(crtc_fb "$DRM_DRIVER")
  check fbcon-owns-crtc test "${console_fb:-0}" != 0

  # docs/service.md, step by step.
  check install scripts/install --binary "$VM_BIN/panel-picker"
  shadow_edit useradd --create-home alice && shadow_edit useradd --create-home mallory
  check usermod shadow_edit usermod -aG panel-picker alice
  check enable-now systemctl enable --now panel-picker.socket panel-picker.service
  check_service_on_duty

  # A short watchdog keeps a healthy process alive...
  mkdir -p /etc/systemd/system/panel-picker.service.d
  printf '[Service]\nWatchdogSec=2s\n' > /etc/systemd/system/panel-picker.service.d/watchdog.conf
  systemctl daemon-reload
  systemctl restart panel-picker.service
  check watchdog-2s test "$(unit_value WatchdogUSec)" = 2s
  pid=$(unit_value MainPID)
  sleep 8
  check watchdog-fed sh -c "test \"\$(systemctl show -p MainPID --value panel-picker.service)\" = $pid"
  # ...and kills a wedged one, which systemd then restarts.
  kill -STOP "$pid"
  check watchdog-restarts-wedged wait_restarted "$pid" 400
  check watchdog-timeout-logged sh -c 'journalctl -b -u panel-picker.service | grep -q "Watchdog timeout"'
  host compare-within 10 watchdog-selection-restored selected.png

  # Stop: the console's mode and picture come back.
  check stop systemctl stop panel-picker.service
  check_kd console-text-after-stop /dev/tty1 0
  check_crtc_restored stop "$DRM_DRIVER" "$console_fb"

  # For the second boot: a selection made over the socket by a member of the group.
  systemctl start panel-picker.service
  check_running started-again
  check select-for-reboot runuser -u alice -- "$PP" ctl select minute 45
  sleep 3
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot1.txt"
else
  "$PP" render --config "$CONFIG" --select hour=10 --select minute=45 --out "$VM_OUT/rebooted.png"
  check_running boot2-started-ready
  check boot2-no-restarts test "$(unit_value NRestarts)" = 0
  host compare-within 10 boot2-selection-kept rebooted.png
  check_socket_public boot2-socket-public
  check_ctl boot2-ctl-group-member alice
  check boot2-state-saved test -s /var/lib/panel-picker/state
  journalctl -b -o short-monotonic -u panel-picker.socket -u panel-picker.service > "$VM_OUT/journal-boot2.txt"
  journalctl -b -o short-monotonic > "$VM_OUT/journal-boot2-all.txt"
  systemd-analyze blame --no-pager > "$VM_OUT/blame-boot2.txt" 2>&1
fi
