/* Flood stderr forever (unbuffered, byte by byte in big writes): capped like stdout. */
#include <string.h>
#include <unistd.h>
int main(void) {
    static char line[1 << 16];
    memset(line, 'E', sizeof line);
    for (;;) write(2, line, sizeof line);
}
