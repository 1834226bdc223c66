/* Fill the disk: write 1 MiB chunks into every writable-looking place (scratch, /tmp, /dev/shm,
   /, /dev, /etc, /in) until each refuses (or 128 MiB, enough to prove the point), and report how
   much fitted where.  Files stay under the per-file size limit (4 MiB each) so only a full or
   read-only file system stops it; each place is emptied again before the next, so that the
   report itself (stdout lives in the scratch area) still fits.  The scratch areas are
   size-limited tmpfs; everything else must be read-only. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static char chunk[1 << 20];
static long fill(const char *dir, long max_mb) {
    long written = 0;
    char path[256];
    for (int f = 0; written < max_mb; f++) {
        snprintf(path, sizeof path, "%s/fill%d", dir, f);
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0) break;
        int full = 0;
        for (int i = 0; i < 4 && written < max_mb; i++) {
            if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) { full = errno != EFBIG; break; }
            written++;
        }
        close(fd);
        if (full) break;
    }
    for (int f = 0; f < 1024; f++) {
        snprintf(path, sizeof path, "%s/fill%d", dir, f);
        unlink(path);
    }
    return written;
}
int main(void) {
    setvbuf(stdout, NULL, _IONBF, 0);
    signal(SIGXFSZ, SIG_IGN);
    memset(chunk, 'x', sizeof chunk);
    const char *dirs[] = {"/work", "/tmp", "/dev/shm", "", "/dev", "/etc", "/in"};
    for (unsigned i = 0; i < sizeof dirs / sizeof *dirs; i++)
        printf("FILLED %s %ld MiB\n", dirs[i][0] ? dirs[i] : "/", fill(dirs[i], 128));
    return 0;
}
