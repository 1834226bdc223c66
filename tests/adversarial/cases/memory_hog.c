/* Unbounded memory: allocate and touch 64 MiB blocks until the allocator says no, then keep
   going with smaller blocks.  RLIMIT_AS must stop it long before the host notices. */
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t block = 64u << 20;
    for (;;) {
        char *p = malloc(block);
        if (!p) {
            if (block < 4096) abort();
            block /= 2;
            continue;
        }
        memset(p, 1, block);
    }
}
