/* Shift cipher.  Input: a first line with the shift k (|k| <= 10^9), then lines of text (each
   at most 1000 bytes).  Output: the text with every ASCII letter moved k places along the
   alphabet (wrapping, case kept); every other byte unchanged. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char line[1024];
    if (!fgets(line, sizeof line, stdin)) return 1;
    long k = strtol(line, NULL, 10);
    int shift = (int)(((k % 26) + 26) % 26);
    while (fgets(line, sizeof line, stdin)) {
        for (char *p = line; *p; p++) {
            if (*p >= 'a' && *p <= 'z') *p = (char)('a' + (*p - 'a' + shift) % 26);
            else if (*p >= 'A' && *p <= 'Z') *p = (char)('A' + (*p - 'A' + shift) % 26);
        }
        fputs(line, stdout);
    }
    return 0;
}
