// Encodes a PNG with libpng under several filter / zlib strategy / level / memory-level
// choices, the way RowPNG does (RGB when every pixel is opaque, else RGBA), and prints the
// fastest of 40 interleaved encodes and the size for each (tools/png/strategies.sh runs it).
#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
typedef struct { unsigned char *d; size_t n, cap; } buf;
static void wfn(png_structp p, png_bytep b, size_t l){ buf *o=png_get_io_ptr(p); if(o->n+l>o->cap){o->cap=(o->n+l)*2;o->d=realloc(o->d,o->cap);} memcpy(o->d+o->n,b,l); o->n+=l; }
static void ffn(png_structp p){ (void)p; }
static double now(){ struct timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec+t.tv_nsec*1e-9; }
typedef struct { const char *name; int level, filters, strategy, mem; } choice;
static size_t enc(unsigned char *rgba, int w, int h, int opaque, choice c){
  buf o={0}; png_structp png=png_create_write_struct(PNG_LIBPNG_VER_STRING,0,0,0); png_infop info=png_create_info_struct(png);
  png_set_write_fn(png,&o,wfn,ffn); png_set_compression_level(png,c.level); png_set_filter(png,0,c.filters);
  png_set_compression_strategy(png,c.strategy); png_set_compression_mem_level(png,c.mem);
  png_set_IHDR(png,info,w,h,8,opaque?PNG_COLOR_TYPE_RGB:PNG_COLOR_TYPE_RGB_ALPHA,0,0,0);
  png_bytep *rows=malloc(sizeof(png_bytep)*h); for(int y=0;y<h;y++) rows[y]=rgba+(size_t)y*w*4;
  png_write_info(png,info); if(opaque) png_set_filler(png,0,PNG_FILLER_AFTER);
  png_write_image(png,rows); png_write_end(png,info); free(rows); png_destroy_write_struct(&png,&info);
  free(o.d); return o.n; }
int main(int argc,char**argv){
  if(argc<2) return 2;
  png_image img; memset(&img,0,sizeof img); img.version=PNG_IMAGE_VERSION;
  if(!png_image_begin_read_from_file(&img,argv[1])) return 1; img.format=PNG_FORMAT_RGBA;
  unsigned char *px=malloc(PNG_IMAGE_SIZE(img)); png_image_finish_read(&img,0,px,0,0);
  int w=img.width,h=img.height,opaque=1;
  for(size_t i=3;i<(size_t)w*h*4;i+=4) if(px[i]!=255){ opaque=0; break; }
  printf("%dx%d %s\n",w,h,opaque?"opaque: RGB":"RGBA");
  choice cs[]={
    {"L1 none mem8",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,8},
    {"L1 none mem9",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,9},
    {"L1 none mem6",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,6},
    {"L1 none mem5",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,5},
    {"L1 none mem3",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,3},
    {"L1 none fixed mem5",1,PNG_FILTER_NONE,Z_FIXED,5},
    {"L1 none rle",1,PNG_FILTER_NONE,Z_RLE,8},
    {"L1 sub rle",1,PNG_FILTER_SUB,Z_RLE,8},
    {"L1 up mem8",1,PNG_FILTER_UP,Z_DEFAULT_STRATEGY,8},
    {"L1 up rle",1,PNG_FILTER_UP,Z_RLE,8},
    {"L1 paeth rle",1,PNG_FILTER_PAETH,Z_RLE,8},
    {"L1 up huffman",1,PNG_FILTER_UP,Z_HUFFMAN_ONLY,8},
    {"L6 adaptive",6,PNG_ALL_FILTERS,Z_DEFAULT_STRATEGY,8},
  };
  enum { N = sizeof cs / sizeof cs[0] };
  double best[N]; size_t size[N];
  for(int c=0;c<N;c++) best[c]=1e9;
  for(int r=0;r<40;r++) for(int c=0;c<N;c++){ double t=now(); size[c]=enc(px,w,h,opaque,cs[c]); t=now()-t; if(t<best[c]) best[c]=t; }
  for(int c=0;c<N;c++) printf("%-20s %7.2f ms %8zu bytes\n",cs[c].name,best[c]*1e3,size[c]);
  return 0;
}
