/* Base64.  Input: any bytes, at most 10^6 of them.  Output: the input encoded in Base64 (the
   alphabet A-Z, a-z, 0-9, '+' and '/', the last group padded with '=' to four characters), 76
   characters a line, the last line shorter when the encoding's length is not a multiple of 76
   (no line at all for an empty input); then "bytes N lines L", N the input's length and L the
   number of lines of the encoding. */
#include <stdio.h>
#include <stdlib.h>

static const char ALPHABET[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static long column, lines;

static void emit(int c) {
    if (column == 0) lines++;
    putchar(c);
    if (++column == 76) {
        putchar('\n');
        column = 0;
    }
}

int main(void) {
    size_t cap = 1000001, n = 0, got;
    unsigned char *data = malloc(cap);
    if (!data) return 1;
    while (n < cap && (got = fread(data + n, 1, cap - n, stdin)) > 0) n += got;
    if (n > 1000000) return 1;
    for (size_t i = 0; i < n; i += 3) {
        size_t left = n - i;
        unsigned long group = (unsigned long)data[i] << 16;
        if (left > 1) group |= (unsigned long)data[i + 1] << 8;
        if (left > 2) group |= data[i + 2];
        emit(ALPHABET[group >> 18 & 63]);
        emit(ALPHABET[group >> 12 & 63]);
        emit(left > 1 ? ALPHABET[group >> 6 & 63] : '=');
        emit(left > 2 ? ALPHABET[group & 63] : '=');
    }
    if (column) putchar('\n');
    printf("bytes %zu lines %ld\n", n, lines);
    free(data);
    return 0;
}
