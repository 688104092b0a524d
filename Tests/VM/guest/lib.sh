# Sourced by every scenario's guest script (POSIX sh, runs chrooted in the
# host's root). Talks to the host over the `vm.ctl` virtio-serial port, one
# request line and one reply line at a time:
#   check PASS|FAIL NAME [DETAIL]   record a check
#   screendump NAME                 QMP screendump to $VM_OUT/NAME.ppm
#   compare NAME IMAGE [ROTATION]   screendump and compare with $VM_OUT/IMAGE (.png or .ppm) turned
#                                   ROTATION degrees counter-clockwise; records check NAME
#   compare-within SECONDS NAME IMAGE [ROTATION]
#                                   the same, retried until the screen matches or SECONDS are up
#   qmp JSON                        any QMP command; the reply is the JSON result
#   tablet X Y down|up|move         usb-tablet / virtio-tablet event (X, Y in 0..32767)
#   key QCODE                       press and release a key on the virtio keyboard
#   hook NAME [ARGS]                calls hook_NAME(ctx, args) in the scenario's .py file
# The reply starts with "ok" or "PASS" on success.

VM_VPORT_DIR=/sys/class/virtio-ports

# The /dev node of the virtio-serial port named $1 (there is no udev to make /dev/virtio-ports/).
vm_port() {
  for d in "$VM_VPORT_DIR"/*; do
    [ "$(cat "$d/name" 2>/dev/null)" = "$1" ] && { echo "/dev/${d##*/}"; return 0; }
  done
  return 1
}

VM_CTL=$(vm_port vm.ctl) || { echo "vm: no vm.ctl port"; exit 1; }
# The host feeds guest-side helpers (e.g. a uinput player) through this port.
VM_FEED=$(vm_port vm.feed) || VM_FEED=
exec 3<>"$VM_CTL"

# host VERB ARGS...: one request, one reply (in $VM_REPLY).
host() {
  printf '%s\n' "$*" >&3
  IFS= read -r VM_REPLY <&3
  case $VM_REPLY in ok*|PASS*) return 0 ;; *) return 1 ;; esac
}

# Flattens command output into one line for a check's detail.
vm_oneline() { tr '\n' ' ' | cut -c1-400; }

# check NAME COMMAND...: PASS when COMMAND succeeds; its output is the detail on failure.
check() {
  vm_name=$1; shift
  if vm_out=$("$@" 2>&1); then
    host check PASS "$vm_name"
  else
    host check FAIL "$vm_name" "$(printf '%s' "$vm_out" | vm_oneline)"
  fi
}

# check_grep NAME PATTERN FILE: PASS when FILE has a line matching PATTERN (grep -E).
check_grep() {
  if grep -qE -- "$2" "$3" 2>/dev/null; then
    host check PASS "$1"
  else
    host check FAIL "$1" "no line matching '$2' in $3: $(tail -n 5 "$3" 2>/dev/null | vm_oneline)"
  fi
}

# Milliseconds, for durations measured by the guest script: the wall clock where date has %N,
# else (busybox, in the aarch64 guest) the uptime's hundredths.
if [ "$(date +%3N)" != "%3N" ]; then
  now_ms() { date +%s%3N; }
else
  now_ms() { awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime; }
fi

# wait_for COUNT_OF_TENTHS COMMAND...: retries COMMAND every 0.1 s; fails after the given tenths.
wait_for() {
  vm_tries=$1; shift
  while ! "$@" >/dev/null 2>&1; do
    vm_tries=$((vm_tries - 1))
    [ "$vm_tries" -gt 0 ] || return 1
    sleep 0.1
  done
}

# shadow_edit CMD...: useradd or usermod, tried again while another process holds /etc's
# shadow locks. A CI run beside other work saw "cannot lock /etc/gshadow; try again later"
# (a boot job of the guest's own holding it a moment), and the checks after it failed.
shadow_edit() {
  for vm_try in 1 2 3 4 5 6 7 8 9 10; do
    vm_shadow=$("$@" 2>&1) && return 0
    case $vm_shadow in *"cannot lock"*|*".lock"*) sleep 1 ;; *) printf '%s\n' "$vm_shadow" >&2; return 1 ;; esac
  done
  printf '%s\n' "$vm_shadow" >&2
  return 1
}

# load_modules NAME...: modprobe from the host's /lib/modules (the guest runs the same kernel).
load_modules() {
  for vm_m in "$@"; do modprobe "$vm_m" || echo "vm: modprobe $vm_m failed"; done
}

# load_display [fbcon]: the display drivers; without fbcon (fbdev emulation off) nothing but
# the program draws on the panel, with it the text console owns the CRTC until the program starts.
load_display() {
  if [ "${1:-}" = fbcon ]; then modprobe drm_kms_helper; else modprobe drm_kms_helper fbdev_emulation=0; fi
  load_modules bochs virtio-gpu
  wait_for 50 sh -c 'ls /dev/dri/card* >/dev/null 2>&1'
}

# Input drivers: evdev, uinput, USB HID (usb-tablet) and virtio-input.
load_input() {
  load_modules evdev uinput xhci-pci usbhid hid-generic hid-multitouch virtio_input
}

# measure_cpu PID FILE COMMAND...: runs COMMAND and writes "CPU_TICKS_OF_PID SECONDS" it took to FILE
# (ticks of utime + stime from /proc/PID/stat, clock ticks as getconf CLK_TCK says).
measure_cpu() {
  vm_pid=$1 vm_file=$2; shift 2
  vm_c0=$(awk '{ print $14 + $15 }' "/proc/$vm_pid/stat"); vm_t0=$(now_ms)
  "$@"
  vm_c1=$(awk '{ print $14 + $15 }' "/proc/$vm_pid/stat"); vm_t1=$(now_ms)
  echo "$((vm_c1 - vm_c0)) $(( (vm_t1 - vm_t0) / 1000 )).$(printf '%03d' $(( (vm_t1 - vm_t0) % 1000 )))" > "$vm_file"
}

# uinput_device DESCRIPTION: creates the evemu-described device with evemu-device (which keeps it until
# it is killed) and waits for its node; sets $UINPUT_PID and $UINPUT_NODE (/dev/input/eventN).
uinput_device() {
  evemu-device "$1" > "$1.node" 2>&1 &
  UINPUT_PID=$!
  wait_for 50 grep -q /dev/input/event "$1.node"
  UINPUT_NODE=$(sed -n 's|.*\(/dev/input/event[0-9]*\).*|\1|p' "$1.node" | head -n 1)
}

