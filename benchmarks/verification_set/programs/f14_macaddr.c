/* MAC addresses, one a line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline, and a carriage return at the end of a line is not
   part of it.  A line is an address when it is six pairs of hex digits (0-9, a-f, A-F) joined
   all by ':' (01:23:45:67:89:ab) or all by '-' (01-23-45-67-89-AB), or three groups of four
   hex digits joined by '.' (0123.4567.89ab); nothing else may be on the line.  Output: per line
   the address as six lowercase pairs joined by ':', a space and its kind: "broadcast" for
   ff:ff:ff:ff:ff:ff, else "multicast" when the lowest bit of its first byte is 1 and "unicast"
   when it is 0, followed by " local" when the second lowest bit of its first byte is 1; or
   "bad" for a line that is not an address.  Then a line "valid V distinct D": the addresses, and the
   different ones among them. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

static int hex(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* the address s[0..n) as a 48-bit value, or -1 when it is not one */
static long long parse(const char *s, long n) {
    long long v = 0;
    if (n == 17) {
        char sep = s[2];
        if (sep != ':' && sep != '-') return -1;
        for (long i = 0; i < 17; i++) {
            if (i % 3 == 2) {
                if (s[i] != sep) return -1;
                continue;
            }
            int d = hex((unsigned char)s[i]);
            if (d < 0) return -1;
            v = v * 16 + d;
        }
        return v;
    }
    if (n == 14) {
        for (long i = 0; i < 14; i++) {
            if (i % 5 == 4) {
                if (s[i] != '.') return -1;
                continue;
            }
            int d = hex((unsigned char)s[i]);
            if (d < 0) return -1;
            v = v * 16 + d;
        }
        return v;
    }
    return -1;
}

static int ascending(const void *pa, const void *pb) {
    long long a = *(const long long *)pa, b = *(const long long *)pb;
    return (a > b) - (a < b);
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, room = 1024;
    long long *seen = malloc(sizeof(long long) * (size_t)room);
    if (!seen) return 1;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        long long v = parse(line, n);
        if (v < 0) {
            puts("bad");
            continue;
        }
        if (valid == room) {
            room *= 2;
            long long *more = realloc(seen, sizeof(long long) * (size_t)room);
            if (!more) return 1;
            seen = more;
        }
        seen[valid++] = v;
        for (int b = 5; b >= 0; b--) printf("%02llx%c", (v >> (8 * b)) & 0xff, b ? ':' : ' ');
        int top = (int)(v >> 40);
        if (v == 0xffffffffffffLL) {
            fputs("broadcast", stdout);
        } else {
            fputs(top & 1 ? "multicast" : "unicast", stdout);
            if (top & 2) fputs(" local", stdout);
        }
        putchar('\n');
    }
    qsort(seen, (size_t)valid, sizeof seen[0], ascending);
    long distinct = 0;
    for (long i = 0; i < valid; i++)
        if (i == 0 || seen[i] != seen[i - 1]) distinct++;
    printf("valid %ld distinct %ld\n", valid, distinct);
    free(seen);
    free(line);
    return 0;
}
