# Guest half of speech-hda.py: the picker speaking through snd_hda_intel, recorded by QEMU.
. Tests/VM/guest/display.sh
load_display
load_input
O=$VM_OUT
# The codec's driver first: the controller's probe asks for it through the kernel's module helper,
# which runs outside the chroot, where there are no modules; already loaded, it binds.
load_modules snd_hda_codec_generic snd_hda_intel
wait_for 300 sh -c 'ls /dev/snd/pcmC0D0p >/dev/null 2>&1'
cat /proc/asound/cards > "$O/sound-card.txt" 2>&1
check sound-card test -e /dev/snd/pcmC0D0p
host hook prepare || host check FAIL prepare-hook "$VM_REPLY"
# The card's first stream after boot plays only zeros (seen in every run here, 1.2 s to 3 s of them,
# whatever was played), and on a loaded host the next one may too (CI lost the picker's first row so):
# warm-up streams until one is heard, before the picker's own.
host hook mark warm-up
vm_tries=0
until [ "$vm_tries" = 5 ]; do
  vm_tries=$((vm_tries + 1))
  espeak-ng -v en --stdout "warm up" | aplay -q -D default
  host hook heard warm-up && break
done
echo "warm-up: $vm_tries streams, the last $VM_REPLY" > "$O/warm-up.txt"
check warm-up-heard sh -c "case '$VM_REPLY' in ok*) ;; *) echo '$VM_REPLY'; exit 1 ;; esac"
start_picker speech "$O/picker.json" --backend drm
host hook mark start
# Column a settles on 51 and says it; espeak-ng under TCG takes seconds: wait for the card to fall silent.
host key down
host hook quiet settled
# 52 starts to be said, and a key 0.3 s into its sound cuts it: 53 is said whole.
host key down
host hook sounding
sleep 0.3
host key down
host hook quiet cut
sleep 10
host hook mark idle
# Two volume steps (each says the new level), then a row at that volume.
host key volumeup
host hook quiet step
host key volumeup
host hook quiet loud-steps
host key down
host hook quiet louder
# A confirm ends the session (says "Done"); the next row is at speech.volume again.
host key ret
host hook quiet confirmed
host key down
host hook quiet after
stop_picker speech
host hook check || host check FAIL check-hook "$VM_REPLY"
