/* Snake case to camel case in a text.  Input: free text of at most 10^6 bytes.  A word is a
   longest run of the bytes A-Z, a-z, 0-9 and '_'.  A word is in snake case when it is two or
   more parts joined by single underscores, every part one or more of the bytes a-z and 0-9,
   the first part starting with a letter (row_count, utf8_len, max_2, a_b_c; not _x, x_, x__y,
   Row_count or 2_x).  Output: the text with each word in snake case written in camel case (its
   underscores dropped and the first byte of every part after the first made a capital when it
   is a letter: rowCount, utf8Len, max2, aBC) and every other byte as it stands; then, on a line
   of its own (after a newline when the text is not empty and does not end with one),
   "converted N of W words, longest L": L the most bytes in a converted word before it was
   converted, 0 when none was. */
#include <stdio.h>
#include <stdlib.h>

static int word_byte(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* whether the word s[0..m) is in snake case */
static int snake(const char *s, long m) {
    if (s[0] < 'a' || s[0] > 'z') return 0;
    long parts = 1;
    for (long t = 1; t < m; t++) {
        if (s[t] == '_') {
            if (t + 1 >= m || s[t + 1] == '_') return 0;
            parts++;
        } else if (!((s[t] >= 'a' && s[t] <= 'z') || (s[t] >= '0' && s[t] <= '9'))) {
            return 0;
        }
    }
    return parts >= 2;
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    long words = 0, converted = 0, longest = 0;
    size_t i = 0;
    while (i < n) {
        if (!word_byte((unsigned char)text[i])) {
            putchar(text[i++]);
            continue;
        }
        size_t j = i;
        while (j < n && word_byte((unsigned char)text[j])) j++;
        words++;
        if (snake(text + i, (long)(j - i))) {
            converted++;
            if ((long)(j - i) > longest) longest = (long)(j - i);
            int capital = 0;
            for (size_t t = i; t < j; t++) {
                if (text[t] == '_') {
                    capital = 1;
                    continue;
                }
                putchar(capital && text[t] >= 'a' && text[t] <= 'z' ? text[t] - 'a' + 'A' : text[t]);
                capital = 0;
            }
        } else {
            fwrite(text + i, 1, j - i, stdout);
        }
        i = j;
    }
    if (n > 0 && text[n - 1] != '\n') putchar('\n');
    printf("converted %ld of %ld words, longest %ld\n", converted, words, longest);
    free(text);
    return 0;
}
