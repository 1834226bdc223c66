/* Colours.  Input: lines until the end of the input, at most 10^6 bytes in all (a last line
   without a newline still counts).  A colour is "#RRGGBB" or "#RGB" (hexadecimal digits in
   either case; "#RGB" stands for "#RRGGBB") or "rgb(R,G,B)", where each of R, G, B is one or
   more decimal digits (leading zeros allowed) of a value from 0 to 255, with any number of
   spaces before and after it; nothing else is on the line.  Output per line: "#rrggbb
   rgb(R,G,B) L" (lowercase hexadecimal, the decimals without leading zeros or spaces, and
   L = (299 R + 587 G + 114 B) / 1000 rounded down), or "invalid"; then "colours N" (N the
   valid lines). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int parse(const char *s, long len, int rgb[3]) {
    if (len == 7 || len == 4) {
        if (s[0] != '#') return 0;
        int wide = len == 7;
        for (int i = 0; i < 3; i++) {
            int hi = hex(s[1 + i * (1 + wide)]), lo = hex(s[1 + i * (1 + wide) + wide]);
            if (hi < 0 || lo < 0) return 0;
            rgb[i] = hi * 16 + lo;
        }
        return 1;
    }
    if (len < 10 || strncmp(s, "rgb(", 4) != 0) return 0;
    long i = 4;
    for (int k = 0; k < 3; k++) {
        while (i < len && s[i] == ' ') i++;
        int v = 0, digits = 0;
        while (i < len && s[i] >= '0' && s[i] <= '9') {
            v = v * 10 + (s[i++] - '0');
            if (v > 1000) v = 1000;  /* too big already */
            digits++;
        }
        if (digits == 0 || v > 255) return 0;
        while (i < len && s[i] == ' ') i++;
        if (i >= len || s[i] != (k < 2 ? ',' : ')')) return 0;
        i++;
        rgb[k] = v;
    }
    return i == len;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long len = (long)got;
        if (line[len - 1] == '\n') len--;
        int rgb[3];
        if (!parse(line, len, rgb)) {
            puts("invalid");
            continue;
        }
        valid++;
        printf("#%02x%02x%02x rgb(%d,%d,%d) %d\n", rgb[0], rgb[1], rgb[2], rgb[0], rgb[1], rgb[2],
               (299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2]) / 1000);
    }
    free(line);
    printf("colours %ld\n", valid);
    return 0;
}
