/* IPv6 addresses, one a line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline, and a carriage return at the end of a line is not
   part of it.  A line is an address when it is eight groups of one to four hexadecimal digits
   (0-9, a-f, A-F) separated by ':', or fewer groups with one "::" among them or before or
   after them, standing for as many groups of zeros as make eight (at least one); nothing else
   may be on the line.  Output per line: the address in its canonical form (RFC 5952): each
   group in lowercase without leading zeros, and the longest run of two or more zero groups
   written as "::" (of equal runs, the first); or "invalid" for a line that is not an address.
   Then a line "valid V invalid I". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

static int hex(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* the eight groups of the address s[0..n) into g; 0 when it is not one */
static int parse(const char *s, long n, unsigned g[8]) {
    unsigned part[2][8];
    int count[2] = {0, 0}, gap = 0;
    long i = 0;
    if (n >= 2 && s[0] == ':' && s[1] == ':') {
        gap = 1;
        i = 2;
    }
    while (i < n) {
        unsigned v = 0;
        int digits = 0;
        while (i < n && hex((unsigned char)s[i]) >= 0) {
            if (++digits > 4) return 0;
            v = v * 16 + (unsigned)hex((unsigned char)s[i]);
            i++;
        }
        if (digits == 0 || count[gap] == 8) return 0;
        part[gap][count[gap]++] = v;
        if (i == n) break;
        if (s[i] != ':' || i + 1 == n) return 0;
        i++;
        if (s[i] == ':') {
            if (gap) return 0;
            gap = 1;
            i++;
        }
    }
    int groups = count[0] + count[1];
    if (gap ? groups > 7 : groups != 8) return 0;
    for (int j = 0; j < 8; j++) g[j] = 0;
    for (int j = 0; j < count[0]; j++) g[j] = part[0][j];
    for (int j = 0; j < count[1]; j++) g[8 - count[1] + j] = part[1][j];
    return 1;
}

static void canonical(const unsigned g[8]) {
    int best = -1, best_len = 0;
    for (int i = 0; i < 8;) {
        if (g[i] != 0) {
            i++;
            continue;
        }
        int j = i;
        while (j < 8 && g[j] == 0) j++;
        if (j - i >= 2 && j - i > best_len) {
            best = i;
            best_len = j - i;
        }
        i = j;
    }
    for (int i = 0; i < 8; i++) {
        if (i == best) {
            fputs("::", stdout);
            i += best_len - 1;
            continue;
        }
        if (i > 0 && i != best + best_len) putchar(':');
        printf("%x", g[i]);
    }
    putchar('\n');
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        unsigned g[8];
        if (!parse(line, n, g)) {
            puts("invalid");
            invalid++;
            continue;
        }
        valid++;
        canonical(g);
    }
    printf("valid %ld invalid %ld\n", valid, invalid);
    free(line);
    return 0;
}
