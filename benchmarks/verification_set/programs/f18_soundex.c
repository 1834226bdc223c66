/* Soundex codes of the words of a text.  Input: any text, at most 10^6 bytes.  A word is a
   longest run of ASCII letters; words are the same when they differ in case only.  A word's
   American Soundex code is its first letter in upper case, then digits for the letters after
   it (b f p v: 1; c g j k q s x z: 2; d t: 3; l: 4; m n: 5; r: 6): a letter whose digit is the
   digit of the letter before it is left out, the first letter included, and so is one whose
   digit is that of the letter before an h or a w just before it; a, e, i, o, u and y have no
   digit and separate letters of one digit.  The code is cut to its first three digits, or
   filled up with zeros to three.  Output: a line per code that some word has, in increasing
   order of code: the code, then the different words that have it, in lower case, in the order
   of their first occurrence, separated by single spaces; then a line "words W different D
   codes C". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXTEXT 1000000
#define SLOTS (1 << 20)

static char text[MAXTEXT + 1];
static long start[MAXTEXT / 2 + 1], length[MAXTEXT / 2 + 1];
static char code[MAXTEXT / 2 + 1][5];
static int table[SLOTS];  /* 1 + the word's number, 0 for an empty slot */
static int order[MAXTEXT / 2 + 1];

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* the digit of lowercase letter c, '0' for a, e, i, o, u, y, h and w */
static char digit(char c) {
    static const char DIGITS[] = "01230120022455012623010202";
    return DIGITS[c - 'a'];
}

static void soundex(const char *w, long n, char *out) {
    out[0] = (char)(w[0] - 'a' + 'A');
    int k = 1;
    char last = digit(w[0]);
    for (long i = 1; i < n && k < 4; i++) {
        if (w[i] == 'h' || w[i] == 'w') continue;
        char d = digit(w[i]);
        if (d != '0' && d != last) out[k++] = d;
        last = d;
    }
    while (k < 4) out[k++] = '0';
    out[4] = 0;
}

static int by_code(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    int c = strcmp(code[x], code[y]);
    return c != 0 ? c : (x > y) - (x < y);
}

int main(void) {
    size_t n = fread(text, 1, MAXTEXT + 1, stdin);
    if (n > MAXTEXT) return 1;
    long words = 0;
    int different = 0;
    for (size_t i = 0; i < n;) {
        if (!letter(text[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && letter(text[j])) {
            if (text[j] <= 'Z') text[j] = (char)(text[j] - 'A' + 'a');
            j++;
        }
        words++;
        unsigned long h = 5381;
        for (size_t k = i; k < j; k++) h = h * 33 + (unsigned char)text[k];
        size_t slot = h & (SLOTS - 1);
        while (table[slot] != 0) {
            int w = table[slot] - 1;
            if ((size_t)length[w] == j - i && memcmp(text + start[w], text + i, j - i) == 0) break;
            slot = (slot + 1) & (SLOTS - 1);
        }
        if (table[slot] == 0) {
            start[different] = (long)i;
            length[different] = (long)(j - i);
            soundex(text + i, (long)(j - i), code[different]);
            table[slot] = ++different;
        }
        i = j;
    }
    for (int w = 0; w < different; w++) order[w] = w;
    qsort(order, (size_t)different, sizeof order[0], by_code);
    int codes = 0;
    for (int k = 0; k < different; k++) {
        int w = order[k];
        if (k == 0 || strcmp(code[w], code[order[k - 1]]) != 0) {
            if (k > 0) putchar('\n');
            fputs(code[w], stdout);
            codes++;
        }
        printf(" %.*s", (int)length[w], text + start[w]);
    }
    if (different > 0) putchar('\n');
    printf("words %ld different %d codes %d\n", words, different, codes);
    return 0;
}
