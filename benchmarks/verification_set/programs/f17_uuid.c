/* UUIDs checked line by line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline, and a carriage return just before a newline is no
   part of its line.  A line should hold a UUID: 32 hexadecimal digits (0-9, a-f, A-F) in
   groups of 8, 4, 4, 4 and 12 joined by hyphens, the whole maybe inside one pair of braces
   "{" and "}", and nothing else.  Output per line: "invalid" when it does not hold one, else
   "UUID vV VARIANT": UUID the digits and hyphens in lower case, V the value of its 13th digit
   (its version, 0 to 15) and VARIANT, after its 17th digit, "ncs" for 0-7, "rfc" for 8-b,
   "microsoft" for c-d and "future" for e-f.  Then a last line "valid V invalid I repeated R",
   R the valid lines whose UUID (the letter case and the braces aside) is on an earlier line. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

#define MAXUUIDS 40000  /* 10^6 bytes hold at most 10^6 / 37 lines of a UUID */

struct uuid {
    unsigned long long high, low;
};

static struct uuid seen[MAXUUIDS];

static int hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int ascending(const void *pa, const void *pb) {
    const struct uuid *x = pa, *y = pb;
    if (x->high != y->high) return x->high < y->high ? -1 : 1;
    if (x->low != y->low) return x->low < y->low ? -1 : 1;
    return 0;
}

int main(void) {
    static const char *const VARIANT[16] = {
        "ncs", "ncs", "ncs", "ncs", "ncs", "ncs", "ncs", "ncs",
        "rfc", "rfc", "rfc", "rfc", "microsoft", "microsoft", "future", "future"};
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        const char *u = line;
        if (n == 38 && line[0] == '{' && line[37] == '}') {
            u = line + 1;
            n = 36;
        }
        int ok = n == 36;
        struct uuid value = {0, 0};
        char text[37];
        for (long i = 0; ok && i < 36; i++) {
            if (i == 8 || i == 13 || i == 18 || i == 23) {
                ok = u[i] == '-';
                text[i] = '-';
                continue;
            }
            int d = hexval((unsigned char)u[i]);
            if (d < 0) {
                ok = 0;
                break;
            }
            text[i] = "0123456789abcdef"[d];
            if (i < 18) value.high = value.high << 4 | (unsigned long long)d;
            else value.low = value.low << 4 | (unsigned long long)d;
        }
        if (!ok) {
            puts("invalid");
            invalid++;
            continue;
        }
        text[36] = 0;
        printf("%s v%d %s\n", text, hexval(u[14]), VARIANT[hexval(u[19])]);
        if (valid == MAXUUIDS) return 1;
        seen[valid++] = value;
    }
    qsort(seen, (size_t)valid, sizeof seen[0], ascending);
    long repeated = 0;
    for (long i = 1; i < valid; i++)
        if (seen[i].high == seen[i - 1].high && seen[i].low == seen[i - 1].low) repeated++;
    printf("valid %ld invalid %ld repeated %ld\n", valid, invalid, repeated);
    free(line);
    return 0;
}
