# systemd.sh's steps and checks on the arm64 machine, whose panel is virtio-gpu.
DRM_DRIVER=virtio_gpu
. Tests/VM/scenarios/systemd.sh
