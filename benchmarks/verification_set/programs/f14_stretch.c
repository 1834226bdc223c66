/* Stretched words in a text.  Input: free text of at most 10^6 bytes.  A word is a longest run
   of the letters A-Z and a-z, its letters compared without regard to case.  A word is
   stretched when one letter comes three or more times in a row in it (sooo, YESSS, hmMm).
   Output: per stretched word, in the order of the text, a line "WORD -> SHORT": SHORT is the
   word with every such run of three or more letters cut to its first letter (sooo -> so,
   YESSS -> YES, hmMm -> hm, aaabbbb -> ab); then a line "stretched S of W words"; then a line
   "longest run R of 0xHH": R the most bytes in a row of one value anywhere in the text (bytes
   compared as they are, case and all) and HH that value in two capital hex digits, the first
   such run when several are as long, or "longest run 0" for an empty text. */
#include <stdio.h>
#include <stdlib.h>

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int lower(int c) {
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    unsigned char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            unsigned char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    char *out = malloc(n + 1);
    if (!out) return 1;
    long words = 0, stretched = 0;
    for (size_t i = 0; i < n;) {
        if (!letter(text[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && letter(text[j])) j++;
        words++;
        size_t length = 0;
        int cut = 0;
        for (size_t a = i; a < j;) {
            size_t b = a;
            while (b < j && lower(text[b]) == lower(text[a])) b++;
            if (b - a >= 3) {
                cut = 1;
                out[length++] = (char)text[a];
            } else {
                for (size_t t = a; t < b; t++) out[length++] = (char)text[t];
            }
            a = b;
        }
        if (cut) {
            stretched++;
            fwrite(text + i, 1, j - i, stdout);
            fputs(" -> ", stdout);
            fwrite(out, 1, length, stdout);
            putchar('\n');
        }
        i = j;
    }
    printf("stretched %ld of %ld words\n", stretched, words);
    long best = 0;
    int value = 0;
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j < n && text[j] == text[i]) j++;
        if ((long)(j - i) > best) {
            best = (long)(j - i);
            value = text[i];
        }
        i = j;
    }
    if (best == 0) puts("longest run 0");
    else printf("longest run %ld of 0x%02X\n", best, value);
    free(out);
    free(text);
    return 0;
}
